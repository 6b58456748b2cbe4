import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface FailurePolicy {
  /** Attempts allowed within the window; the next ones are refused until the lock ends. */
  max: number;
  windowSeconds: number;
  lockSeconds: number;
}

export function loginFailureRepository(db: Db) {
  return {
    /**
     * Counts one attempt in the key's window (a new window once the old one has passed)
     * before the secret is checked, and answers when the key's lock ends if this attempt is
     * refused: past `max` attempts in the window the key is locked for `lockSeconds`. One
     * upsert: concurrent attempts on any number of servers are counted exactly, so a burst
     * of simultaneous guesses gets `max` checks like a patient guesser.
     */
    async attempt(key: string, policy: FailurePolicy): Promise<Date | undefined> {
      // A window ends with its time, or with the lock it earned: after a lock, a new count.
      const expired = sql<boolean>`(login_failures.window_started_at <= now() - make_interval(secs => ${policy.windowSeconds})
        or login_failures.locked_until <= now())`;
      const failures = sql<number>`case when ${expired} then 1 else login_failures.failures + 1 end`;
      const row = await db
        .insertInto('loginFailures')
        .values({ key, failures: 1, windowStartedAt: sql<Date>`now()`, lockedUntil: null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures,
            windowStartedAt: sql<Date>`case when ${expired} then now() else login_failures.window_started_at end`,
            lockedUntil: sql<Date | null>`case
              when login_failures.locked_until > now() then login_failures.locked_until
              when ${expired} then null
              when ${failures} > ${policy.max} then now() + make_interval(secs => ${policy.lockSeconds})
              else null end`,
          }),
        )
        .returning(['lockedUntil', sql<boolean>`locked_until > now()`.as('locked')])
        .executeTakeFirstOrThrow();
      return row.locked && row.lockedUntil ? row.lockedUntil : undefined;
    },

    /** An attempt that checked no secret (an unknown address, a malformed request). */
    async refund(key: string): Promise<void> {
      await db
        .updateTable('loginFailures')
        .set({ failures: sql<number>`greatest(failures - 1, 0)` })
        .where('key', '=', key)
        .execute();
    },

    /** A success forgets the attempts (a locked key never gets as far as a success). */
    async clear(key: string): Promise<void> {
      await db.deleteFrom('loginFailures').where('key', '=', key).execute();
    },

    async removeStale(seconds: number): Promise<void> {
      await db
        .deleteFrom('loginFailures')
        .where(sql<boolean>`window_started_at < now() - make_interval(secs => ${seconds})`)
        .where((eb) =>
          eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', sql<Date>`now()`)]),
        )
        .execute();
    },
  };
}
export type LoginFailureRepository = ReturnType<typeof loginFailureRepository>;
