import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../src/db/data-dir-lock.ts';

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../../../../.tmp/lock-${randomBytes(4).toString('hex')}`,
);
const lockFile = path.join(dir, 'server.pid');

describe('one server per DATA_DIR (the embedded database)', () => {
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a directory another running process holds, and takes over a dead one', async () => {
    await mkdir(dir, { recursive: true });
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await writeFile(lockFile, `${other.pid}\n`);
      const refused = await lockDataDir(dir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect(String(refused)).toMatch(/in use by process \d+\. Give each server its own DATA_DIR/);
    } finally {
      other.kill('SIGKILL');
      await once(other, 'exit');
    }
    // Its process is gone (a crash): the directory is free again.
    await lockDataDir(dir);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
    // This process opening it again (a restart of its database) is fine.
    await lockDataDir(dir);
  });
});
