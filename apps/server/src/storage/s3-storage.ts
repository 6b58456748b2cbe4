import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { StorageConfig } from '../config.ts';
import {
  resumeKeys,
  type SignedUpload,
  type Storage,
  type StoredObject,
  type UploadTarget,
} from './storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404);

/**
 * The policy of a browser's upload: exactly the slot's key, the PDF type, 1 byte to the
 * cap. S3 itself refuses anything else, so an oversized file never lands (a presigned PUT
 * could not cap the size).
 */
export function uploadPolicy(upload: SignedUpload) {
  return {
    Key: resumeKeys.uploadSlot(upload.key),
    Conditions: [
      ['content-length-range', 1, upload.maxBytes] as ['content-length-range', number, number],
    ],
    Fields: { 'Content-Type': upload.contentType },
    Expires: upload.expiresSeconds,
  };
}

/**
 * Files in an S3 bucket (or an S3-compatible server). The browser POSTs straight to the
 * bucket under a signed policy, into an upload slot (`uploads/<uuid>.pdf`); the confirmation
 * step (`POST /api/resume/{id}/uploaded`) copies the slot to the resume's own key, which no
 * upload policy names, and checks that copy: a later POST to the slot changes nothing.
 */
export function s3Storage(config: S3Config) {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them; S3-compatible servers often lack them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const storage = {
    kind: 's3' as const,
    client,

    async uploadTarget(upload: SignedUpload): Promise<UploadTarget> {
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        ...uploadPolicy(upload),
      });
      return { method: 'POST', url, fields };
    },

    async acceptUpload(key: string): Promise<void> {
      const slot = resumeKeys.uploadSlot(key);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: key,
            CopySource: `${Bucket}/${slot}`,
            ContentType: 'application/pdf',
            MetadataDirective: 'REPLACE',
          }),
        );
      } catch (error) {
        if (isNotFound(error)) return;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: slot }));
    },

    async get(key: string): Promise<Readable> {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return Body as Readable;
    },

    async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async head(key: string, length: number): Promise<Buffer> {
      try {
        const { Body } = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${length - 1}` }),
        );
        if (!Body) return Buffer.alloc(0);
        // Some servers ignore Range; never hand back more than asked.
        return Buffer.from(await Body.transformToByteArray()).subarray(0, length);
      } catch (error) {
        // An empty object answers 416 to any range.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          return Buffer.alloc(0);
        }
        throw error;
      }
    },

    async stat(key: string): Promise<StoredObject | undefined> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { sizeBytes: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async exists(key: string): Promise<boolean> {
      return (await storage.stat(key)) !== undefined;
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async removeAllOf(resumeId: string): Promise<void> {
      const pdf = resumeKeys.pdf(resumeId);
      const keys = [pdf, resumeKeys.uploadSlot(pdf)];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `resumes/${resumeId}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    close(): void {
      client.destroy();
    },
  };
  return storage satisfies Storage;
}
export type S3Storage = ReturnType<typeof s3Storage>;
