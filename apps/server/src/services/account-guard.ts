import { errorCodes } from '@resumegrader/contract/errors';
import { AppError } from '../http/app-error.ts';
import type { Db } from '../db/database.ts';
import {
  type FailurePolicy,
  loginFailureRepository,
} from '../repositories/login-failure-repository.ts';

/**
 * Guessing is limited per account, not only per address (docs/decisions/014): 10 password
 * or code attempts within 15 minutes; the next ones are refused for 15 minutes, from
 * whatever addresses they come. Attempts are counted before the secret is checked, so a
 * burst of simultaneous guesses gets no more checks than a patient guesser.
 */
export const accountFailurePolicy: FailurePolicy = {
  max: 10,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
};

type GuardKind = 'sign-in' | 'code';

interface GuardedPath {
  kind: GuardKind;
  /** better-auth's codes for a wrong secret: such an attempt stays counted. */
  wrongSecret: ReadonlySet<string>;
  /** Kinds whose attempts a success here forgets too: a new password ends a sign-in lock. */
  alsoClears: readonly GuardKind[];
}

const wrongCode = new Set(['INVALID_OTP', 'TOO_MANY_ATTEMPTS', 'OTP_EXPIRED']);

/** better-auth's paths that check a secret of an account. */
const guardedPaths: Record<string, GuardedPath> = {
  '/sign-in/email': {
    kind: 'sign-in',
    wrongSecret: new Set(['INVALID_EMAIL_OR_PASSWORD']),
    alsoClears: [],
  },
  // The current password, asked again by a signed-in session (the email is the session's).
  '/change-password': {
    kind: 'sign-in',
    wrongSecret: new Set(['INVALID_PASSWORD']),
    alsoClears: [],
  },
  '/email-otp/verify-email': { kind: 'code', wrongSecret: wrongCode, alsoClears: [] },
  '/email-otp/reset-password': { kind: 'code', wrongSecret: wrongCode, alsoClears: ['sign-in'] },
};

const lockedMessages: Record<GuardKind, (minutes: number) => string> = {
  'sign-in': (minutes) =>
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} minutes, or reset your password.`,
  code: (minutes) =>
    `Too many wrong codes for this account. Please try again in ${minutes} minutes.`,
};

export interface GuardedAttempt {
  /** Reports how better-auth answered: a success clears the count, a wrong secret keeps it. */
  settle(status: number, betterAuthCode: string | undefined): Promise<void>;
}

const keyOf = (kind: GuardKind, email: string) => `${kind}:${email.trim().toLowerCase()}`;

export interface AccountGuardDeps {
  db: Db;
  policy?: FailurePolicy;
}

export function accountGuard({ db, policy = accountFailurePolicy }: AccountGuardDeps) {
  const failures = loginFailureRepository(db);
  return {
    /**
     * For a guarded path: counts the attempt against the account (the body's email, or the
     * signed-in user's for a password change), refusing with 429 past the limit; returns the
     * attempt to settle once answered. Other paths pass untouched.
     */
    async begin(
      path: string,
      body: unknown,
      sessionEmail: () => Promise<string | undefined>,
    ): Promise<GuardedAttempt | undefined> {
      const guarded = guardedPaths[path];
      if (!guarded) return undefined;
      const given = (body as { email?: unknown } | undefined)?.email;
      const email =
        guarded.kind === 'sign-in' && path === '/change-password' ? await sessionEmail() : given;
      if (typeof email !== 'string' || email.trim() === '') return undefined;
      const key = keyOf(guarded.kind, email);
      const until = await failures.attempt(key, policy);
      if (until) {
        const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
        throw new AppError(
          429,
          errorCodes.accountLocked,
          lockedMessages[guarded.kind](Math.ceil(seconds / 60)),
          { 'retry-after': String(seconds) },
        );
      }
      return {
        async settle(status, code) {
          if (status >= 200 && status < 300) {
            await failures.clear(key);
            for (const kind of guarded.alsoClears) await failures.clear(keyOf(kind, email));
          } else if (!(code && guarded.wrongSecret.has(code))) {
            await failures.refund(key);
          }
        },
      };
    },
  };
}
export type AccountGuard = ReturnType<typeof accountGuard>;

/** AUTH_RATE_LIMIT=off (browser tests from one address; refused in production). */
export const openGuard: AccountGuard = { begin: async () => undefined };
