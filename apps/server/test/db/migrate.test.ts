import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { describeEachDatabase, openTestDatabase } from '../support/databases.ts';

async function tablesOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() order by table_name
  `.execute(db);
  return rows.map((r) => r.name);
}

async function appliedMigrations(db: Db) {
  const { rows } = await sql<{ name: string; timestamp: string }>`
    select name, timestamp from kysely_migration order by name
  `.execute(db);
  return rows;
}

describeEachDatabase('migrations', (getDb, kind) => {
  it('create the tables of the schema', async () => {
    expect(await tablesOf(getDb())).toEqual(
      expect.arrayContaining([
        'contact_messages',
        'kysely_migration',
        'kysely_migration_lock',
        'outbox_messages',
        'rate_limit_buckets',
        'resumes',
      ]),
    );
    const applied = (await appliedMigrations(getDb())).map((m) => m.name);
    expect(applied).toEqual(expect.arrayContaining(['0001-foundation', '0002-outbox-order']));
  });

  it('are a no-op when applied again, and keep the data', async () => {
    const db = getDb();
    await db
      .insertInto('contactMessages')
      .values({
        firstName: 'Kept',
        lastName: 'Row',
        email: 'kept@example.com',
        feedback: 'Still here after migrating.',
        ipAddress: '10.0.0.1',
      })
      .execute();
    const before = await appliedMigrations(db);

    await migrateToLatest(db);
    await migrateToLatest(db);

    expect(await appliedMigrations(db)).toEqual(before);
    const kept = await db
      .selectFrom('contactMessages')
      .select('feedback')
      .where('email', '=', 'kept@example.com')
      .execute();
    expect(kept).toEqual([{ feedback: 'Still here after migrating.' }]);
  });

  if (kind === 'postgres') {
    // Regression: Kysely found the first schema's migration tables from the second one and
    // failed with 'relation "kysely_migration_lock" does not exist'.
    it('migrate a second schema on the same server independently', async () => {
      const second = await openTestDatabase('postgres');
      try {
        expect(await tablesOf(second.db)).toEqual(await tablesOf(getDb()));
        await second.db
          .insertInto('outboxMessages')
          .values({ toAddress: 'only-in-second@example.com', subject: 's', text: 't', html: 'h' })
          .execute();
        const leaked = await getDb()
          .selectFrom('outboxMessages')
          .select('id')
          .where('toAddress', '=', 'only-in-second@example.com')
          .execute();
        expect(leaked).toEqual([]);
      } finally {
        await second.close();
      }
    });
  }
});
