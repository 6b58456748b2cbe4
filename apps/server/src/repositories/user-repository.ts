import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Users are created by better-auth at sign-up; these are our reads and writes of them. */
export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  industry: string | null;
  jobTitle: string | null;
  companySize: string | null;
  credits: number;
  subscription: string;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  industry?: string;
  jobTitle?: string;
  companySize?: string;
}

const columns = [
  'id',
  'email',
  'firstName',
  'lastName',
  'industry',
  'jobTitle',
  'companySize',
  'credits',
  'subscription',
] as const;

export function userRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
    },

    async updateProfile(id: string, changes: ProfileChanges): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({ ...changes, updatedAt: new Date() })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst();
    },

    /** Moves the user to `subscription`; false when they were on it already. */
    async setSubscription(id: string, subscription: string): Promise<boolean> {
      const changed = await db
        .updateTable('users')
        .set({ subscription, updatedAt: new Date() })
        .where('id', '=', id)
        .where('subscription', '<>', subscription)
        .executeTakeFirst();
      return changed.numUpdatedRows > 0n;
    },

    /**
     * Removes the user with their sessions and accounts (foreign keys cascade) and any
     * pending codes for their address, in one transaction.
     */
    async remove(id: string, email: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('verifications')
          .where('identifier', 'in', [
            `email-verification-otp-${email}`,
            `forget-password-otp-${email}`,
          ])
          .execute();
        // The dev outbox's copies of the account's mails go with it (issue 32).
        await trx
          .deleteFrom('outboxMessages')
          .where(sql<string>`lower(to_address)`, '=', email.toLowerCase())
          .execute();
        const deleted = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
        return deleted.numDeletedRows > 0n;
      });
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
