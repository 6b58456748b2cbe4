import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createPgliteKysely, type Db, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { postgresLocation, postgresUrl, schemaPrefix, skipPostgres } from './postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export const databaseKinds: readonly DatabaseKind[] = ['pglite', 'postgres'];

export interface TestDatabase {
  kind: DatabaseKind;
  db: Db;
  /**
   * Destroys the connection (again, if a test already did). A PGlite copy is gone with it;
   * a PostgreSQL schema stays until the run's teardown drops it (see openTestDatabase).
   */
  close(): Promise<void>;
}

let template: Promise<Buffer> | undefined;

/**
 * A migrated database of its own: an in-memory PGlite loaded from the run's template, or a
 * fresh PostgreSQL schema with a random name, migrated here. The schema is dropped by the
 * run's teardown, not on close: Kysely's migrator reads the catalog of every schema, and a
 * schema dropped meanwhile by a file running beside this one fails the migration.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    template ??= readFile(inject('pgliteTemplatePath'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([await template]) });
    const db = createPgliteKysely(pglite);
    return {
      kind,
      db,
      async close() {
        await db.destroy();
        // Kysely's destroy() does nothing on a handle that never ran a query.
        if (!pglite.closed) await pglite.close();
      },
    };
  }

  const schema = `${schemaPrefix(inject('testRunId'))}${randomBytes(4).toString('hex')}`;
  let db: Db;
  try {
    db = await openDatabase({ url: postgresUrl, schema });
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${postgresLocation} is not reachable (${String(error)}). ` +
        'Start it, point TEST_DATABASE_URL at one, or set SKIP_POSTGRES=1 to leave it out.',
      { cause: error },
    );
  }
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { kind, db, close: () => db.destroy() };
}

/** Opens a database before the enclosing suite's tests and closes it after them. */
export function useTestDatabase(kind: DatabaseKind): () => Db {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error(`The ${kind} test database is not open (did beforeAll fail?)`);
    return database.db;
  };
}

/**
 * Declares the same tests once per database: `name [pglite]` and `name [postgres]`, each
 * suite with a database of its own. PostgreSQL is skipped, visibly, only with SKIP_POSTGRES=1.
 */
export function describeEachDatabase(
  name: string,
  body: (getDb: () => Db, kind: DatabaseKind) => void,
): void {
  for (const kind of databaseKinds) {
    const suite = kind === 'postgres' && skipPostgres ? describe.skip : describe;
    suite(`${name} [${kind}]`, () => {
      body(useTestDatabase(kind), kind);
    });
  }
}
