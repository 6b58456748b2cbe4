import { type Kysely, sql } from 'kysely';

/**
 * `resumes.cumulative_grade`: the grading's cumulative grade, written with the grading. Every
 * read of a resume row (My Reports lists twenty at a time) used to pull it out of the
 * grading's JSON, which loads the whole document of every row (issue 13).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resumes').addColumn('cumulative_grade', 'text').execute();
  await sql`update resumes set cumulative_grade = grading #>> '{finalGrade,Cumulative}'
    where grading is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resumes').dropColumn('cumulative_grade').execute();
}
