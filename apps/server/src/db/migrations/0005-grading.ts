import { type Kysely, sql } from 'kysely';

/**
 * Grading (issue 5). `resumes.pages` records the page images rendered for the preview
 * (null until then). A grading job is our record of one request to grade: its id is the
 * jobId the API answers with and the id of the queue's job, its state is what the
 * client polls, and it makes the worker idempotent: only the transaction that moves it to
 * 'done' saves the grading and takes the credit. Feedback is the results page's modal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resumes').addColumn('pages', 'jsonb').execute();

  await db.schema
    .createTable('grading_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('resume_id', 'uuid', (c) => c.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`state in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One grading in flight per resume: a double click or a retried request finds it.
  await db.schema
    .createIndex('grading_jobs_active_resume_idx')
    .on('grading_jobs')
    .column('resume_id')
    .unique()
    .where(sql.ref('state'), 'in', sql`('queued', 'running')`)
    .execute();
  // Credits held by a user's jobs in flight, counted when a new one asks to start.
  await db.schema
    .createIndex('grading_jobs_active_user_idx')
    .on('grading_jobs')
    .column('user_id')
    .where(sql.ref('state'), 'in', sql`('queued', 'running')`)
    .execute();
  await db.schema
    .createIndex('grading_jobs_resume_created_idx')
    .on('grading_jobs')
    .columns(['resume_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resume_id', 'uuid', (c) => c.references('resumes.id').onDelete('set null'))
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('grading_jobs').execute();
  await db.schema.alterTable('resumes').dropColumn('pages').execute();
}
