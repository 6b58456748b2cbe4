import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: Date;
}

export function outboxRepository(db: Db) {
  return {
    async add(message: Omit<OutboxMessage, 'sentAt'>): Promise<void> {
      await db
        .insertInto('outboxMessages')
        .values({
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        .execute();
    },

    /** Oldest first; `to` matches case-insensitively, as mail addresses do in practice. */
    async list(to: string | undefined, limit: number): Promise<OutboxMessage[]> {
      let query = db
        .selectFrom('outboxMessages')
        .select(['toAddress', 'subject', 'text', 'html', 'sentAt'])
        .orderBy('sentAt', 'asc')
        .orderBy('seq', 'asc')
        .limit(limit);
      if (to) query = query.where(sql<string>`lower(to_address)`, '=', to.toLowerCase());
      const rows = await query.execute();
      return rows.map((row) => ({
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        sentAt: row.sentAt,
      }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
