import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { type Db, pgliteOf } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * pg-boss's database adapter, run through Kysely (DEPENDENCIES.md, 'pg-boss facts').
 *
 * On PGlite there is one connection, and Kysely's PGlite driver lends it to one user at a
 * time; pg-boss must wait its turn too, or its maintenance could COMMIT a transaction of
 * ours half-way. Kysely's plugins are left out: pg-boss reads its rows in snake_case.
 * PGlite runs a multi-statement script (pg-boss's migrations, BEGIN…COMMIT blocks) only
 * through `exec`, so those go there, inside the same lease of the connection.
 */
export function pgBossDb(db: Db | Kysely<Database>): PgBoss.Db {
  const plain = db.withoutPlugins();
  const pglite = pgliteOf(db as Db);
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length > 0 || db.isTransaction) {
        const result = await plain.executeQuery(CompiledQuery.raw(text, values));
        return { rows: result.rows as unknown[] };
      }
      // A script (maintenance's BEGIN … COMMIT) that fails half-way leaves its transaction
      // open and aborted on the connection; roll it back before anyone else uses it.
      return plain.connection().execute(async (connection) => {
        const run = async (script: string) => {
          if (!pglite) return (await connection.executeQuery(CompiledQuery.raw(script))).rows;
          return (await pglite.exec(script)).at(-1)?.rows ?? [];
        };
        try {
          return { rows: (await run(text)) as unknown[] };
        } catch (error) {
          await run('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    },
  };
}
