import { type Kysely, sql } from 'kysely';

/**
 * Issue 36, item 3. Matching a resume to a description it was already matched to replaces
 * that match (its result, score and date) rather than saving a second one. The description
 * (up to 20,000 characters) is too long for a btree key, so a hash of it is kept beside it;
 * the database works it out, so no writer can store one that disagrees. md5 is enough:
 * it tells apart one resume's postings, and no secret rests on it.
 *
 * A resume matched to one description several times already keeps its newest match, as the
 * new rule would have left it, before the unique index can be built.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_matches')
    .addColumn('description_hash', 'text', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`md5(job_description)`)
        .stored(),
    )
    .execute();
  await sql`delete from job_matches older using job_matches newer
    where newer.resume_id = older.resume_id
      and newer.description_hash = older.description_hash
      and (newer.created_at, newer.id) > (older.created_at, older.id)`.execute(db);
  await db.schema
    .createIndex('job_matches_resume_description_key')
    .on('job_matches')
    .columns(['resume_id', 'description_hash'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('job_matches_resume_description_key').execute();
  await db.schema.alterTable('job_matches').dropColumn('description_hash').execute();
}
