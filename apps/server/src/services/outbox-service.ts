import type { Db } from '../db/database.ts';
import { type OutboxMessage, outboxRepository } from '../repositories/outbox-repository.ts';

/** Reading the dev outbox (CONTRACT.md section 2); the mailer writes to it (mail/mailer.ts). */
export function outboxService({ db }: { db: Db }) {
  const outbox = outboxRepository(db);
  return {
    /** Oldest first, at most `limit`; `to` picks one address. */
    list(to: string | undefined, limit: number): Promise<OutboxMessage[]> {
      return outbox.list(to, limit);
    },
  };
}
export type OutboxService = ReturnType<typeof outboxService>;
