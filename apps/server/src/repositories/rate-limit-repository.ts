import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface WindowHit {
  hits: number;
  windowStartedAt: Date;
}

export function rateLimitRepository(db: Db) {
  return {
    /**
     * Counts one hit in the key's fixed window, starting a new window when the old one has
     * passed. One upsert, so concurrent requests on any number of servers count exactly.
     */
    async hit(key: string, windowSeconds: number): Promise<WindowHit> {
      const expired = sql<boolean>`rate_limit_buckets.window_started_at <= now() - make_interval(secs => ${windowSeconds})`;
      return db
        .insertInto('rateLimitBuckets')
        .values({ key, windowStartedAt: sql<Date>`now()`, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when ${expired} then 1 else rate_limit_buckets.hits + 1 end`,
            windowStartedAt: sql<Date>`case when ${expired} then now() else rate_limit_buckets.window_started_at end`,
          }),
        )
        .returning(['hits', 'windowStartedAt'])
        .executeTakeFirstOrThrow();
    },

    async removeOlderThan(seconds: number): Promise<void> {
      await db
        .deleteFrom('rateLimitBuckets')
        .where(sql<boolean>`window_started_at < now() - make_interval(secs => ${seconds})`)
        .execute();
    },
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
