import { type Kysely, sql } from 'kysely';

/**
 * Issue 35, item 1. A later version counts as one only once graded: until then it is an
 * upload waiting for its grading, on no card and in no list of versions, and it is swept
 * like any abandoned upload if it never is. `latest` is worked out again under that rule.
 *
 * `report_name` is the name the user gave the report (a rename), shared by every version of
 * its group and copied to each new one, so a rename outlives the next upload; null until
 * renamed, when the version's own file name shows. The name sort's index reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resumes').addColumn('report_name', 'text').execute();
  const latest = sql<boolean>`(status = 'uploaded'
      and (version_of is null or cumulative_grade is not null)
      and not exists (
        select 1 from resumes newer
        where newer.user_id is not distinct from resumes.user_id and newer.status = 'uploaded'
          and (newer.version_of is null or newer.cumulative_grade is not null)
          and coalesce(newer.version_of, newer.id) = coalesce(resumes.version_of, resumes.id)
          and (newer.created_at, newer.id) > (resumes.created_at, resumes.id)))`;
  // Only the rows whose flag changes: the groups with a later version never graded.
  await sql`update resumes set latest = ${latest} where latest is distinct from ${latest}`.execute(
    db,
  );
  // The abandoned-uploads sweep looks for later versions left ungraded.
  await db.schema
    .createIndex('resumes_ungraded_versions_idx')
    .on('resumes')
    .column('created_at')
    .where(
      sql<boolean>`status = 'uploaded' and version_of is not null and cumulative_grade is null`,
    )
    .execute();
  await db.schema.dropIndex('resumes_latest_name_idx').execute();
  await db.schema
    .createIndex('resumes_latest_name_idx')
    .on('resumes')
    .expression(sql`user_id, (lower(coalesce(report_name, file_name)) collate "C"), id`)
    .where(sql.ref('latest'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('resumes_ungraded_versions_idx').execute();
  await db.schema.dropIndex('resumes_latest_name_idx').execute();
  await db.schema
    .createIndex('resumes_latest_name_idx')
    .on('resumes')
    .expression(sql`user_id, (lower(file_name) collate "C"), id`)
    .where(sql.ref('latest'), '=', true)
    .execute();
  await db.schema.alterTable('resumes').dropColumn('report_name').execute();
}
