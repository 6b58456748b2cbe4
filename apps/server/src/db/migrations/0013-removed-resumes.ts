import { type Kysely, sql } from 'kysely';

/**
 * A resume's row is deleted before its files (issue 32): each deletion leaves its id here,
 * in the same transaction, and the orphan-file sweep removes whatever files of those ids are
 * left (a failure between the row and its files, a report made meanwhile), then the id.
 * The sweep touches no file whose resume it has not seen deleted: a server pointed at the
 * wrong database removes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('removed_resumes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('removed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('removed_resumes_removed_at_idx')
    .on('removed_resumes')
    .column('removed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('removed_resumes').execute();
}
