import { type Kysely, sql } from 'kysely';

/**
 * Versions (issue 16). `version_of` is the first version's id for every later version, null
 * for a first version: a group's key is coalesce(version_of, id). It is no foreign key: when
 * the first version is deleted, the others still share its id. `report_basis` says what the
 * cached report PDF (resumes/<id>/report.pdf) compared the grading with: the earlier
 * version's id, or 'first'; null while none is cached.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('resumes')
    .addColumn('version_of', 'uuid')
    .addColumn('report_basis', 'text')
    .execute();
  await db.schema
    .createIndex('resumes_version_group_idx')
    .on('resumes')
    .expression(sql`user_id, coalesce(version_of, id), created_at`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('resumes_version_group_idx').execute();
  await db.schema
    .alterTable('resumes')
    .dropColumn('version_of')
    .dropColumn('report_basis')
    .execute();
}
