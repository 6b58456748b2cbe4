import { type Kysely, sql } from 'kysely';

/**
 * My Reports shows one card per resume: the newest uploaded version of its group. Worked out
 * per request (a correlated 'no newer version' subquery, then a second query for the
 * versions) it cost the list 60-70 % of its requests per second (ADR 025). `latest` marks
 * that version instead, kept by the resume repository whenever a version is uploaded or
 * deleted; the list reads it through partial indexes, which replace the unfiltered ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('resumes')
    .addColumn('latest', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`
    update resumes set latest = true
    where status = 'uploaded' and not exists (
      select 1 from resumes newer
      where newer.user_id is not distinct from resumes.user_id and newer.status = 'uploaded'
        and coalesce(newer.version_of, newer.id) = coalesce(resumes.version_of, resumes.id)
        and (newer.created_at, newer.id) > (resumes.created_at, resumes.id))`.execute(db);
  await db.schema
    .createIndex('resumes_latest_created_idx')
    .on('resumes')
    .expression(sql`user_id, created_at desc, id desc`)
    .where(sql.ref('latest'), '=', true)
    .execute();
  await db.schema
    .createIndex('resumes_latest_name_idx')
    .on('resumes')
    .expression(sql`user_id, (lower(file_name) collate "C"), id`)
    .where(sql.ref('latest'), '=', true)
    .execute();
  await db.schema.dropIndex('resumes_user_created_idx').execute();
  await db.schema.dropIndex('resumes_user_name_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('resumes_user_created_idx')
    .on('resumes')
    .expression(sql`user_id, created_at desc, id desc`)
    .execute();
  await db.schema
    .createIndex('resumes_user_name_idx')
    .on('resumes')
    .expression(sql`user_id, (lower(file_name) collate "C"), id`)
    .execute();
  await db.schema.dropIndex('resumes_latest_name_idx').execute();
  await db.schema.dropIndex('resumes_latest_created_idx').execute();
  await db.schema.alterTable('resumes').dropColumn('latest').execute();
}
