import { sql } from 'kysely';
import { createKysely, postgresDialect } from '../../src/db/database.ts';

/** The PostgreSQL the data-layer tests run against besides PGlite (CI provides one). */
export const postgresUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Only an explicit opt-out skips PostgreSQL; an unreachable server fails the run. */
export const skipPostgres = process.env.SKIP_POSTGRES === '1';

/** Where the tests connect, without any password the URL may hold. */
export const postgresLocation = (() => {
  const url = new URL(postgresUrl);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
})();

export const schemaPrefix = (runId: string) => `rgtest_${runId}_`;

export async function dropRunSchemas(runId: string): Promise<void> {
  const admin = createKysely(postgresDialect(postgresUrl));
  try {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_namespace where starts_with(nspname, ${schemaPrefix(runId)})
    `.execute(admin);
    for (const { name } of rows) {
      await sql`drop schema if exists ${sql.id(name)} cascade`.execute(admin);
    }
  } finally {
    await admin.destroy();
  }
}
