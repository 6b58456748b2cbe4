import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../../../../.tmp/embedded-${randomBytes(4).toString('hex')}`,
);

describe('the embedded database in DATA_DIR', () => {
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is created in an empty directory, and a restart finds what was written', async () => {
    const first = await openDatabase({ pgliteDir: dir });
    try {
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      await sql`create table kept (note text)`.execute(first);
      await sql`insert into kept values ('written before the restart')`.execute(first);
    } finally {
      await first.destroy();
    }
    const again = await openDatabase({ pgliteDir: dir });
    try {
      const { rows } = await sql<{ note: string }>`select note from kept`.execute(again);
      expect(rows).toEqual([{ note: 'written before the restart' }]);
    } finally {
      await again.destroy();
    }
  }, 60_000);
});
