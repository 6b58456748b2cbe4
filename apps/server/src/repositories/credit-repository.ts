import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A user's credit balance. Callers run these inside their transaction. */
export function creditRepository(db: Db) {
  return {
    /** The balance, with the user's row locked until the transaction ends. */
    async lockBalance(userId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('users')
        .select('credits')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      return row?.credits;
    },

    /** Takes one credit; false (and nothing taken) when the balance is zero. */
    async spendOne(userId: string): Promise<boolean> {
      const spent = await db
        .updateTable('users')
        .set({ credits: sql`credits - 1`, updatedAt: new Date() })
        .where('id', '=', userId)
        .where('credits', '>', 0)
        .executeTakeFirst();
      return spent.numUpdatedRows > 0n;
    },
  };
}
export type CreditRepository = ReturnType<typeof creditRepository>;
