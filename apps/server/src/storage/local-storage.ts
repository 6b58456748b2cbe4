import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  keyPattern,
  resumeKeys,
  type SignedUpload,
  type Storage,
  type StoredObject,
  type UploadTarget,
} from './storage.ts';
import type { UploadTokenSigner } from './upload-token.ts';

export type WriteResult =
  { ok: true; sizeBytes: number } | { ok: false; reason: 'too-large' | 'bad-content' };

class UploadRefused extends Error {
  constructor(readonly reason: 'too-large' | 'bad-content') {
    super(reason);
  }
}

/**
 * Files under `$DATA_DIR/files/<key>`. Uploads come through our own `PUT /api/uploads/:token`
 * (routes/uploads.ts), which hands the request stream to `write`.
 */
export function localStorage(root: string, signer: UploadTokenSigner) {
  const fileOf = (key: string) => {
    // Keys are ours, but a path must never leave the root whatever it holds.
    if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key);
  };

  const storage = {
    kind: 'local' as const,

    async uploadTarget(upload: SignedUpload): Promise<UploadTarget> {
      const token = signer.sign({
        key: upload.key,
        expiresAt: Math.floor(Date.now() / 1000) + upload.expiresSeconds,
        maxBytes: upload.maxBytes,
      });
      return { method: 'PUT', url: `${upload.origin}/api/uploads/${token}` };
    },

    /** Our PUT handler writes the key itself, after its checks and its claim on the row. */
    async acceptUpload(): Promise<void> {},

    async get(key: string): Promise<Readable> {
      return createReadStream(fileOf(key));
    },

    async put(key: string, bytes: Uint8Array): Promise<void> {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },

    async head(key: string, length: number): Promise<Buffer> {
      const file = await open(fileOf(key));
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await file.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },

    async stat(key: string): Promise<StoredObject | undefined> {
      const info = await stat(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return info ? { sizeBytes: info.size } : undefined;
    },

    async exists(key: string): Promise<boolean> {
      return (await storage.stat(key)) !== undefined;
    },

    async delete(key: string): Promise<void> {
      const file = fileOf(key);
      await rm(file, { force: true });
      // A resume's folder (images, report) goes with its last file; rmdir refuses a
      // non-empty one.
      if (key.split('/').length > 2) await rmdir(path.dirname(file)).catch(() => undefined);
    },

    async removeAllOf(resumeId: string): Promise<void> {
      const pdf = resumeKeys.pdf(resumeId);
      for (const key of [pdf, resumeKeys.uploadSlot(pdf)]) await rm(fileOf(key), { force: true });
      // The folder of its images and report, whatever is in it. The id comes from our own
      // rows; it is checked all the same, so the path can never leave the root.
      if (!keyPattern.test(resumeKeys.report(resumeId)))
        throw new Error(`Not a resume id: ${resumeId}`);
      await rm(path.join(root, 'resumes', resumeId), { recursive: true, force: true });
    },

    /**
     * Streams `body` to the key's file: at most `maxBytes`, starting with `magic`. Written to
     * a temporary file and renamed into place, so a reader never sees half a file and a
     * refused or broken upload leaves nothing behind.
     */
    async write(
      key: string,
      body: Readable,
      maxBytes: number,
      magic: Buffer,
    ): Promise<WriteResult> {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      let size = 0;
      let head = Buffer.alloc(0);
      const guard = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) return callback(new UploadRefused('too-large'));
          if (head.length < magic.length) {
            head = Buffer.concat([head, chunk.subarray(0, magic.length - head.length)]);
            if (!magic.subarray(0, head.length).equals(head)) {
              return callback(new UploadRefused('bad-content'));
            }
          }
          callback(null, chunk);
        },
        flush(callback) {
          callback(head.length < magic.length ? new UploadRefused('bad-content') : null);
        },
      });
      // `body` is piped, not put in the pipeline: a refusal must not destroy the request
      // (and with it the socket), or the client would never see the 413 or 400 answer.
      const out = createWriteStream(temp, { flags: 'wx' });
      const written = pipeline(guard, out);
      body.on('error', (error) => guard.destroy(error));
      body.pipe(guard);
      try {
        await written;
        await rename(temp, file);
        return { ok: true, sizeBytes: size };
      } catch (error) {
        body.unpipe(guard);
        // A refusal can come before the file has even opened: pipeline gives up at once,
        // the stream opens and closes later, and an earlier rm would find nothing to remove.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(temp, { force: true });
        if (error instanceof UploadRefused) return { ok: false, reason: error.reason };
        throw error;
      }
    },
  };
  return storage satisfies Storage;
}
export type LocalStorage = ReturnType<typeof localStorage>;
