import type { SessionUserRow } from '../repositories/session-repository.ts';

export interface SessionCacheOptions {
  /** How long a session read is served from memory; the bound on a missed revocation. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Session reads kept for a few seconds (ADR 016). It serves only while the database's
 * announcements of session changes are heard (`enable`); a user's sessions are dropped as
 * soon as one is announced (`forgetUser`), and everything when the announcements stop.
 * A read that started before an announcement is never kept: it may predate the change.
 */
export function sessionCache({
  ttlMs = 5_000,
  maxEntries = 10_000,
  now = Date.now,
}: SessionCacheOptions = {}) {
  const entries = new Map<string, { row: SessionUserRow; keptAt: number }>();
  const tokensOf = new Map<string, Set<string>>();
  let enabled = false;
  /** Counts the changes heard; a read keeps its row only if none came while it ran. */
  let changes = 0;

  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensOf.get(entry.row.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.row.userId);
  };

  const forgetUser = (userId: string) => {
    changes++;
    for (const token of tokensOf.get(userId) ?? []) drop(token);
  };

  return {
    /** A mark to hand back to `keep` once the database has answered. */
    mark: () => changes,

    read(token: string): SessionUserRow | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now() - entry.keptAt < ttlMs) return entry.row;
      drop(token);
      return undefined;
    },

    keep(token: string, row: SessionUserRow, mark: number): void {
      if (!enabled || mark !== changes) return;
      drop(token);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(token, { row, keptAt: now() });
      const tokens = tokensOf.get(row.userId) ?? new Set<string>();
      tokensOf.set(row.userId, tokens.add(token));
    },

    forgetUser,

    /** Drops the sessions of the user a token belongs to, if it is kept here. */
    forgetOwnerOf(token: string): void {
      const entry = entries.get(token);
      if (entry) forgetUser(entry.row.userId);
    },

    enable(): void {
      enabled = true;
    },

    disable(): void {
      enabled = false;
      changes++;
      entries.clear();
      tokensOf.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;
