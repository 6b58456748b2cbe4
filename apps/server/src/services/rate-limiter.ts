import type { Db } from '../db/database.ts';
import { rateLimitRepository } from '../repositories/rate-limit-repository.ts';
import { tooManyRequests } from '../http/app-error.ts';

export interface RateLimit {
  /** The bucket, e.g. 'contact-us'. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** Fixed-window limits kept in the database, so every server behind the balancer agrees. */
export function rateLimiter({ db }: { db: Db }) {
  const repository = rateLimitRepository(db);
  /** Counts one hit; the seconds until the window ends once `subject` is past the limit. */
  async function hit(limit: RateLimit, subject: string): Promise<number | undefined> {
    const { hits, windowStartedAt } = await repository.hit(
      `${limit.name}:${subject}`,
      limit.windowSeconds,
    );
    if (hits <= limit.max) return undefined;
    const endsAt = windowStartedAt.getTime() + limit.windowSeconds * 1000;
    return Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
  }

  return {
    hit,
    /** Throws 429 with Retry-After once `subject` (an IP, an email) passes the limit. */
    async consume(limit: RateLimit, subject: string): Promise<void> {
      const wait = await hit(limit, subject);
      if (wait !== undefined) throw tooManyRequests(wait);
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
