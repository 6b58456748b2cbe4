import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface FailurePolicy {
  /** Failures within the window that lock the account. */
  max: number;
  windowSeconds: number;
  lockSeconds: number;
}

export function loginFailureRepository(db: Db) {
  return {
    /** When the key's lock ends, if it is locked now. */
    async lockedUntil(key: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('loginFailures')
        .select('lockedUntil')
        .where('key', '=', key)
        .where('lockedUntil', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row?.lockedUntil ?? undefined;
    },

    /**
     * Counts one failure in the key's window (a new window once the old one has passed) and
     * locks the key for `lockSeconds` from the failure that reaches `max`. One upsert, so
     * concurrent failures on any number of servers count exactly.
     */
    async recordFailure(key: string, policy: FailurePolicy): Promise<void> {
      const expired = sql<boolean>`login_failures.window_started_at <= now() - make_interval(secs => ${policy.windowSeconds})`;
      const failures = sql<number>`case when ${expired} then 1 else login_failures.failures + 1 end`;
      await db
        .insertInto('loginFailures')
        .values({
          key,
          failures: 1,
          windowStartedAt: sql<Date>`now()`,
          lockedUntil:
            policy.max <= 1
              ? sql<Date>`now() + make_interval(secs => ${policy.lockSeconds})`
              : null,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures,
            windowStartedAt: sql<Date>`case when ${expired} then now() else login_failures.window_started_at end`,
            lockedUntil: sql<Date | null>`case when ${failures} >= ${policy.max}
              then now() + make_interval(secs => ${policy.lockSeconds})
              else login_failures.locked_until end`,
          }),
        )
        .execute();
    },

    /** A success forgets the failures (not a running lock: the caller checked it first). */
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
