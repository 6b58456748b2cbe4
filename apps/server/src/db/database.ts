import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export function createKysely(dialect: PostgresDialect | PGliteDialect): Db {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

export function postgresDialect(url: string, schema?: string): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Each session starts in the configured schema, so tests and tenants can share a server.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new PostgresDialect({ pool });
}

export async function pgliteDialect(dataDir: string): Promise<PGliteDialect> {
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return new PGliteDialect(pglite);
}

export async function openDatabase(database: Config['database']): Promise<Db> {
  if ('pgliteDir' in database) return createKysely(await pgliteDialect(database.pgliteDir));
  if (database.schema) {
    const admin = postgresDialect(database.url);
    const adminDb = createKysely(admin);
    await sql`create schema if not exists ${sql.id(database.schema)}`.execute(adminDb);
    await adminDb.destroy();
  }
  return createKysely(postgresDialect(database.url, database.schema));
}

export async function isDatabaseUp(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
