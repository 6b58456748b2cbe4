import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database } from './schema.ts';

/**
 * The database, or a transaction on it (`db.transaction().execute(async (trx) => …)`):
 * repositories are made from either, so a service runs several of them in one transaction.
 */
export type Db = Kysely<Database>;

const pglites = new WeakMap<Db, PGlite>();
/** Where a PostgreSQL dialect, and a `db` on it, connect: for connections of their own. */
const dialectUrls = new WeakMap<PostgresDialect, string>();
const postgresUrls = new WeakMap<Db, string>();

export function createKysely(dialect: PostgresDialect): Db {
  const db = new Kysely<Database>({
    dialect,
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const url = dialectUrls.get(dialect);
  if (url) postgresUrls.set(db, url);
  return db;
}

/** Kysely on an embedded database, remembered for the job queue (pg-boss-db.ts). */
export function createPgliteKysely(pglite: PGlite): Db {
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  pglites.set(db, pglite);
  return db;
}

/** The embedded database behind `db`, or undefined for PostgreSQL. */
export function pgliteOf(db: Db): PGlite | undefined {
  return pglites.get(db);
}

/** The connection URL of a `db` on PostgreSQL (notifications.ts listens on its own). */
export function postgresUrlOf(db: Db): string | undefined {
  return postgresUrls.get(db);
}

export function postgresDialect(url: string, schema?: string): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    // Each session starts in the configured schema, so tests and tenants can share a server.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server (restart, failover, a proxy's idle timeout)
  // is an 'error' event; unheard, it would end the process. The pool replaces the client.
  pool.on('error', (error) => {
    console.error(`database connection lost: ${error.message}`);
  });
  const dialect = new PostgresDialect({ pool });
  dialectUrls.set(dialect, url);
  return dialect;
}

/**
 * Creates the embedded database in a directory that has none, in a thread that then ends.
 * PGlite's initdb grows its WebAssembly memory by about 575 MB, which WebAssembly never
 * gives back: done in the server's own thread, a new checkout's first `npm start` held
 * 1.1–1.3 GB for as long as it ran, twice what a restart holds (ADR 021).
 */
async function createPgliteIn(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  // A script of its own, not a file: the server is bundled into one (scripts/bundle-node.mjs).
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
    import(workerData.pglite).then(async ({ PGlite }) => {
      const pglite = await PGlite.create(workerData.dataDir);
      await pglite.close();
    });`,
    { eval: true, workerData: { pglite: import.meta.resolve('@electric-sql/pglite'), dataDir } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the database exited with ${code}`)),
    );
  });
}

async function openPglite(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true });
  await lockDataDir(dataDir);
  await createPgliteIn(dataDir);
  return createPgliteKysely(
    await PGlite.create(dataDir, {
      // 16 MB of shared buffers, not 128: the files sit in the kernel's page cache anyway,
      // and the embedded server's memory is the whole process's (issue 14: 110 MB less).
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    }),
  );
}

export async function openDatabase(database: Config['database']): Promise<Db> {
  if ('pgliteDir' in database) return openPglite(database.pgliteDir);
  if (database.schema) {
    const admin = postgresDialect(database.url);
    const adminDb = createKysely(admin);
    await sql`create schema if not exists ${sql.id(database.schema)}`.execute(adminDb);
    await adminDb.destroy();
  }
  return createKysely(postgresDialect(database.url, database.schema));
}

/** The schema our tables are in: 'public', or the configured DATABASE_SCHEMA. */
export async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  return rows[0]?.name ?? 'public';
}

export async function isDatabaseUp(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
