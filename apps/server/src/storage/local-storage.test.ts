import { pbkdf2, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.ts';
import { uploadTokenSigner } from './upload-token.ts';

const root = await mkdtemp(path.join(tmpdir(), 'rg-local-storage-'));
const storage = localStorage(
  root,
  uploadTokenSigner('a test secret of at least thirty-two characters'),
);
afterAll(() => rm(root, { recursive: true, force: true }));

const hash = promisify(pbkdf2);

/** A PDF's start, then more than the cap allows, in two chunks. */
async function* tooLarge() {
  yield Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600)]);
  yield Buffer.alloc(600);
}

describe('local storage', () => {
  it('leaves nothing behind for a refused upload, even while its file is still opening', async () => {
    // A race between two of libuv's threads: the temporary file's open, and the removal the
    // refusal asks for. Password hashing and the like keep the pool busy on a loaded server,
    // so both wait and then run at once; before the removal waited for the stream to close,
    // one attempt in fifty or more left the file behind (a loaded CI run hit it). Many
    // attempts, so that the old order is caught in most runs; the new one never leaves one.
    for (let attempt = 0; attempt < 50; attempt++) {
      const busy = Array.from({ length: 16 }, () => hash('secret', 'salt', 20_000, 32, 'sha256'));
      const key = `resumes/${randomUUID()}.pdf`;
      const result = await storage.write(key, Readable.from(tooLarge()), 1000, Buffer.from('%PDF'));
      expect(result).toEqual({ ok: false, reason: 'too-large' });
      // By then the pool has opened whatever it was asked to.
      await Promise.all(busy);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await readdir(path.join(root, 'resumes'))).toEqual([]);
    }
  });
});
