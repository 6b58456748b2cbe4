import { type Kysely, sql } from 'kysely';

/**
 * Job matches (issue 15): a graded resume matched to a pasted job description. The
 * description is kept with the result, so a match can be shown again and re-run; both go
 * with their resume or their owner. `resumes.ats_reading` keeps what an applicant tracking
 * system reads from the file, worked out on first request: the file never changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resumes').addColumn('ats_reading', 'jsonb').execute();
  await db.schema
    .createTable('job_matches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('resume_id', 'uuid', (c) => c.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_description', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text')
    .addColumn('score', 'smallint', (c) => c.notNull().check(sql`score between 0 and 100`))
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('job_matches_resume_created_idx')
    .on('job_matches')
    .columns(['resume_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_matches').execute();
  await db.schema.alterTable('resumes').dropColumn('ats_reading').execute();
}
