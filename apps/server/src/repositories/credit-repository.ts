import { creditCostPerReview } from '@resumegrader/contract/plans';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { LedgerKind } from '../db/schema.ts';

/**
 * A user's credits: the balance on `users.credits` and a ledger row for each change, both
 * written together. Callers run these inside their own transaction.
 */
export function creditRepository(db: Db) {
  /** Records one change; false when its reference was recorded before (nothing changes). */
  async function record(
    userId: string,
    kind: LedgerKind,
    delta: number,
    reference: string,
  ): Promise<boolean> {
    const row = await db
      .insertInto('creditLedger')
      .values({ userId, kind, delta, reference })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

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

    /** Takes a review's price for `reference`; false (nothing taken) when it is not there. */
    async spendOnReview(userId: string, reference: string): Promise<boolean> {
      const spent = await db
        .updateTable('users')
        .set({ credits: sql`credits - ${creditCostPerReview}`, updatedAt: new Date() })
        .where('id', '=', userId)
        .where('credits', '>=', creditCostPerReview)
        .executeTakeFirst();
      if (spent.numUpdatedRows === 0n) return false;
      if (!(await record(userId, 'grading', -creditCostPerReview, reference))) {
        throw new Error(`credit already spent for ${reference}`);
      }
      return true;
    },

    /** Adds credits once per reference; false when that reference was granted before. */
    async grant(
      userId: string,
      kind: LedgerKind,
      credits: number,
      reference: string,
    ): Promise<boolean> {
      if (!(await record(userId, kind, credits, reference))) return false;
      await db
        .updateTable('users')
        .set({ credits: sql`credits + ${credits}`, updatedAt: new Date() })
        .where('id', '=', userId)
        .execute();
      return true;
    },
  };
}
export type CreditRepository = ReturnType<typeof creditRepository>;
