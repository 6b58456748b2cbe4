import type { Db } from '../db/database.ts';

export interface SessionUserRow {
  userId: string;
  email: string;
  expiresAt: Date;
}

export function sessionRepository(db: Db) {
  return {
    /** A session with its user, by token: one lookup on the token's unique index. */
    async findWithUser(token: string): Promise<SessionUserRow | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select(['users.id as userId', 'users.email', 'sessions.expiresAt'])
        .where('sessions.token', '=', token)
        .executeTakeFirst();
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
