import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../config.ts';
import type { SignedUpload, Storage, StoredObject } from './storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3 bucket (or an S3-compatible server). The browser PUTs straight to the
 * bucket with a presigned URL; the confirmation step (`POST /api/resume/{id}/uploaded`)
 * then checks what arrived, because a presigned PUT cannot cap the size or see the bytes.
 */
export function s3Storage(config: S3Config) {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // By default the SDK signs a CRC32 of the (empty) body into a presigned PUT URL
    // (x-amz-checksum-crc32=AAAAAA==), and S3 then refuses the browser's real bytes.
    // Checksums only where S3 requires them; S3-compatible servers often lack them anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const storage = {
    kind: 's3' as const,
    client,

    async putSignedUrl(upload: SignedUpload): Promise<string> {
      const command = new PutObjectCommand({
        Bucket,
        Key: upload.key,
        ContentType: upload.contentType,
      });
      // Content-Type is a signed header: the browser must send exactly this type.
      return getSignedUrl(client, command, {
        expiresIn: upload.expiresSeconds,
        signableHeaders: new Set(['content-type']),
      });
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

    close(): void {
      client.destroy();
    },
  };
  return storage satisfies Storage;
}
export type S3Storage = ReturnType<typeof s3Storage>;
