import type { Db } from '../db/database.ts';
import type { CheckoutState } from '../db/schema.ts';

export interface CheckoutRow {
  id: string;
  userId: string | null;
  provider: 'test' | 'stripe';
  plan: string;
  credits: number;
  amountCents: number;
  currency: string;
  state: CheckoutState;
  createdAt: Date;
  completedAt: Date | null;
}

const columns = [
  'id',
  'userId',
  'provider',
  'plan',
  'credits',
  'amountCents',
  'currency',
  'state',
  'createdAt',
  'completedAt',
] as const;

export function checkoutRepository(db: Db) {
  return {
    async insert(checkout: Omit<CheckoutRow, 'state' | 'createdAt' | 'completedAt'>) {
      await db.insertInto('checkouts').values(checkout).execute();
    },

    async setProviderSession(id: string, providerSessionId: string): Promise<void> {
      await db.updateTable('checkouts').set({ providerSessionId }).where('id', '=', id).execute();
    },

    async findById(id: string): Promise<CheckoutRow | undefined> {
      return db.selectFrom('checkouts').select(columns).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Moves an open checkout to `state`; undefined when it was not open (already paid or
     * cancelled), so of concurrent callers exactly one gets the row.
     */
    async close(id: string, state: 'completed' | 'cancelled'): Promise<CheckoutRow | undefined> {
      return db
        .updateTable('checkouts')
        .set({ state, completedAt: state === 'completed' ? new Date() : null })
        .where('id', '=', id)
        .where('state', '=', 'open')
        .returning(columns)
        .executeTakeFirst();
    },

    /** A user's paid checkouts, newest first. */
    async listCompleted(userId: string, limit: number): Promise<CheckoutRow[]> {
      return db
        .selectFrom('checkouts')
        .select(columns)
        .where('userId', '=', userId)
        .where('state', '=', 'completed')
        .orderBy('completedAt', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type CheckoutRepository = ReturnType<typeof checkoutRepository>;
