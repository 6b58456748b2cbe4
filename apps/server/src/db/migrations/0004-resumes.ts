import { type Kysely, sql } from 'kysely';

/**
 * Resumes (issue 5). The PDF itself lives in storage (local disk or S3) under
 * `storage_key`; the row keeps the key and metadata. A visitor's upload has no user until a
 * signed-in user claims it, which must happen before `claim_expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resumes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('size_bytes', 'integer')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending-upload')
        .check(sql`status in ('pending-upload', 'uploaded')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claim_expires_at', 'timestamptz')
    .addColumn('grading', 'jsonb')
    .addColumn('thumbnail_key', 'text')
    .execute();
  // My Reports: a user's resumes by date (newest first) or by file name, keyset-paged. Names
  // compare lower-cased in "C" collation (code-point order), the same on every server
  // whatever its locale, so a page boundary means the same thing on PGlite and PostgreSQL.
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
  // The sweep of visitor uploads nobody claimed in time.
  await db.schema
    .createIndex('resumes_unclaimed_idx')
    .on('resumes')
    .column('claim_expires_at')
    .where(sql.ref('user_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resumes').execute();
}
