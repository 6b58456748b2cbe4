import type { RateLimitRepository } from '../repositories/rate-limit-repository.ts';
import { tooManyRequests } from '../http/app-error.ts';

export interface RateLimit {
  /** The bucket, e.g. 'contact-us'. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** Fixed-window limits kept in the database, so every server behind the balancer agrees. */
export function rateLimiter(repository: RateLimitRepository) {
  return {
    /** Throws 429 with Retry-After once `subject` (an IP, an email) passes the limit. */
    async consume(limit: RateLimit, subject: string): Promise<void> {
      const { hits, windowStartedAt } = await repository.hit(
        `${limit.name}:${subject}`,
        limit.windowSeconds,
      );
      if (hits <= limit.max) return;
      const endsAt = windowStartedAt.getTime() + limit.windowSeconds * 1000;
      throw tooManyRequests(Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)));
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
