import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class DataDirInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database serves one process: a second server on the same DATA_DIR would
 * corrupt it. The directory records the process that opened it; a lock whose process is
 * gone (a crash, kill -9) is taken over.
 */
export async function lockDataDir(dir: string): Promise<void> {
  const file = path.join(dir, 'server.pid');
  const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
    throw new DataDirInUseError(
      `The database in ${dir} is in use by process ${holder}. ` +
        'Give each server its own DATA_DIR, or share a PostgreSQL with DATABASE_URL.',
    );
  }
  await writeFile(file, `${process.pid}\n`);
}
