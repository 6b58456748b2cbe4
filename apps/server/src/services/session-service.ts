import type { Db } from '../db/database.ts';
import { sessionRepository } from '../repositories/session-repository.ts';

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

/**
 * Who a session token belongs to, read with one indexed query and no write: revoked,
 * expired and deleted sessions are gone at once on every server, as nothing is cached.
 */
export interface SessionServiceDeps {
  db: Db;
  policy: SessionPolicy;
  now?: () => number;
}

export function sessionService({ db, policy, now = Date.now }: SessionServiceDeps) {
  const sessions = sessionRepository(db);
  return {
    async lookup(token: string): Promise<SessionLookup> {
      const row = await sessions.findWithUser(token);
      if (!row || row.expiresAt.valueOf() <= now()) return { kind: 'none' };
      // better-auth's rule (getSession): extend once the session is updateAge old.
      const issuedAt = row.expiresAt.valueOf() - policy.expiresInSeconds * 1000;
      if (issuedAt + policy.updateAgeSeconds * 1000 <= now()) return { kind: 'due-for-refresh' };
      return { kind: 'live', user: { id: row.userId, email: row.email } };
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
