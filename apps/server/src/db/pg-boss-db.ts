import { CompiledQuery } from 'kysely';
import type PgBoss from 'pg-boss';
import { currentSchema, type Db, pgliteOf } from './database.ts';

/**
 * pg-boss's database adapter, run through Kysely (DEPENDENCIES.md, 'pg-boss facts').
 *
 * On PGlite there is one connection, and Kysely's PGlite driver lends it to one user at a
 * time; pg-boss must wait its turn too, or its maintenance could COMMIT a transaction of
 * ours half-way. Kysely's plugins are left out: pg-boss reads its rows in snake_case.
 * PGlite runs a multi-statement script (pg-boss's migrations, BEGIN…COMMIT blocks) only
 * through `exec`, so those go there, inside the same lease of the connection.
 */
export function pgBossDb(db: Db): PgBoss.Db {
  const plain = db.withoutPlugins();
  const pglite = pgliteOf(db);
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

/**
 * Where pg-boss's tables sit, beside ours: 'pgboss' for the default schema, '<schema>_jobs'
 * for a DATABASE_SCHEMA, so tenants (and test files) sharing one PostgreSQL never share jobs.
 */
export async function pgBossSchema(db: Db): Promise<string> {
  const current = await currentSchema(db);
  return current === 'public' ? 'pgboss' : `${current}_jobs`;
}
