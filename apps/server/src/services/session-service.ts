import type { Db } from '../db/database.ts';
import { sessionRepository } from '../repositories/session-repository.ts';
import type { SessionCache } from './session-cache.ts';

export interface SessionUser {
  id: string;
  email: string;
}

/** better-auth's session lifetime: how long a session lives and how often it is extended. */
export interface SessionPolicy {
  expiresInSeconds: number;
  updateAgeSeconds: number;
}

export type SessionLookup =
  | { kind: 'none' }
  | { kind: 'live'; user: SessionUser }
  /** Live, and old enough that better-auth extends it (a write and a new cookie). */
  | { kind: 'due-for-refresh' };

export interface SessionServiceDeps {
  db: Db;
  policy: SessionPolicy;
  /** Recent reads, dropped when the database announces a change (ADR 016). */
  cache: SessionCache;
  now?: () => number;
}

/**
 * Who a session token belongs to: from the cache, or one indexed query, never a write.
 * Expiry is judged on every request, cached or not.
 */
export function sessionService({ db, policy, cache, now = Date.now }: SessionServiceDeps) {
  const sessions = sessionRepository(db);
  const read = async (token: string) => {
    const mark = cache.mark();
    const row = await sessions.findWithUser(token);
    if (row) cache.keep(token, row, mark);
    return row;
  };
  return {
    async lookup(token: string): Promise<SessionLookup> {
      const row = cache.read(token) ?? (await read(token));
      if (!row || row.expiresAt.valueOf() <= now()) return { kind: 'none' };
      // better-auth's rule (getSession): extend once the session is updateAge old.
      const issuedAt = row.expiresAt.valueOf() - policy.expiresInSeconds * 1000;
      if (issuedAt + policy.updateAgeSeconds * 1000 <= now()) return { kind: 'due-for-refresh' };
      return { kind: 'live', user: { id: row.userId, email: row.email } };
    },

    /**
     * Drops what this server keeps of a token's user, as it is about to change: its own
     * next request must not outrun the database's announcement of the change.
     */
    forget(token: string): void {
      cache.forgetOwnerOf(token);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
