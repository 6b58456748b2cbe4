import { type Kysely, sql } from 'kysely';

/**
 * Hardening after review (issue 10).
 * - `login_failures`: failed sign-ins and code checks per account, whatever address they
 *   come from; enough failures lock the account's sign-in (or code checks) for a while.
 * - `resumes.status` gains 'uploading': a local upload URL's PUT claims its resume, so two
 *   PUTs to one URL cannot both write.
 * - `resumes.preview_lease_until`: at most one render of a resume's preview at a time, on
 *   any server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();
  await sql`alter table resumes drop constraint resumes_status_check`.execute(db);
  await sql`alter table resumes add constraint resumes_status_check
    check (status in ('pending-upload', 'uploading', 'uploaded'))`.execute(db);
  await db.schema.alterTable('resumes').addColumn('preview_lease_until', 'timestamptz').execute();
  // The sweep of uploads never confirmed.
  await db.schema
    .createIndex('resumes_unconfirmed_idx')
    .on('resumes')
    .column('created_at')
    .where(sql.ref('status'), '<>', 'uploaded')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('resumes_unconfirmed_idx').execute();
  await db.schema.alterTable('resumes').dropColumn('preview_lease_until').execute();
  await sql`alter table resumes drop constraint resumes_status_check`.execute(db);
  await sql`alter table resumes add constraint resumes_status_check
    check (status in ('pending-upload', 'uploaded'))`.execute(db);
  await db.schema.dropTable('login_failures').execute();
}
