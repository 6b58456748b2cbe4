import { type Kysely, sql } from 'kysely';

/**
 * The outbox lists mail oldest first, but PGlite's clock has millisecond resolution: mail
 * sent within one millisecond tied on sent_at and came back in random (uuid) order. A
 * sequence breaks the tie in the order the mail was stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox_messages')
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .execute();
  await db.schema.dropIndex('outbox_messages_to_sent_idx').execute();
  await db.schema
    .createIndex('outbox_messages_to_sent_idx')
    .on('outbox_messages')
    .expression(sql`lower(to_address), sent_at, seq`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_to_sent_idx').execute();
  await db.schema
    .createIndex('outbox_messages_to_sent_idx')
    .on('outbox_messages')
    .expression(sql`lower(to_address), sent_at`)
    .execute();
  await db.schema.alterTable('outbox_messages').dropColumn('seq').execute();
}
