import { type Kysely, sql } from 'kysely';

/**
 * A deleted resume stays whole for the undo window (issue 35): its status becomes 'deleted'
 * and `deleted_at` says since when; the purge sweep removes its rows and files for good once
 * the window has passed. Every read of a resume passes over deleted ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table resumes drop constraint resumes_status_check`.execute(db);
  await sql`alter table resumes add constraint resumes_status_check
    check (status in ('pending-upload', 'uploading', 'uploaded', 'deleted'))`.execute(db);
  await db.schema.alterTable('resumes').addColumn('deleted_at', 'timestamptz').execute();
  await db.schema
    .createIndex('resumes_deleted_at_idx')
    .on('resumes')
    .column('deleted_at')
    .where(sql.ref('status'), '=', 'deleted')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('resumes_deleted_at_idx').execute();
  await db
    .deleteFrom('resumes' as never)
    .where(sql.ref('status'), '=', 'deleted')
    .execute();
  await db.schema.alterTable('resumes').dropColumn('deleted_at').execute();
  await sql`alter table resumes drop constraint resumes_status_check`.execute(db);
  await sql`alter table resumes add constraint resumes_status_check
    check (status in ('pending-upload', 'uploading', 'uploaded'))`.execute(db);
}
