import { errorCodes } from '@resumegrader/contract/errors';
import { AppError } from '../http/app-error.ts';
import type {
  FailurePolicy,
  LoginFailureRepository,
} from '../repositories/login-failure-repository.ts';

/**
 * Guessing is limited per account, not only per address (docs/decisions/014): 10 failed
 * sign-ins, or 10 wrong codes, within 15 minutes lock that account's sign-in (or code
 * checks) for 15 minutes, from whatever addresses they came.
 */
export const accountFailurePolicy: FailurePolicy = {
  max: 10,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
};

type GuardKind = 'sign-in' | 'code';

/** better-auth's paths that check a secret of an account, and its codes for a wrong one. */
const guardedPaths: Record<string, { kind: GuardKind; failureCodes: ReadonlySet<string> }> = {
  '/sign-in/email': { kind: 'sign-in', failureCodes: new Set(['INVALID_EMAIL_OR_PASSWORD']) },
  '/email-otp/verify-email': {
    kind: 'code',
    failureCodes: new Set(['INVALID_OTP', 'TOO_MANY_ATTEMPTS']),
  },
  '/email-otp/reset-password': {
    kind: 'code',
    failureCodes: new Set(['INVALID_OTP', 'TOO_MANY_ATTEMPTS']),
  },
};

const lockedMessages: Record<GuardKind, (minutes: number) => string> = {
  'sign-in': (minutes) =>
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} minutes, or reset your password.`,
  code: (minutes) =>
    `Too many wrong codes for this account. Please try again in ${minutes} minutes.`,
};

export interface GuardedAttempt {
  /** Reports how better-auth answered: a success clears the count, a wrong secret adds one. */
  settle(status: number, betterAuthCode: string | undefined): Promise<void>;
}

export function accountGuard(failures: LoginFailureRepository, policy = accountFailurePolicy) {
  return {
    /**
     * For a guarded path: refuses with 429 while the account is locked, else returns the
     * attempt to settle once answered. Other paths (and bodies without an email) pass.
     */
    async begin(path: string, body: unknown): Promise<GuardedAttempt | undefined> {
      const guarded = guardedPaths[path];
      const email = (body as { email?: unknown } | undefined)?.email;
      if (!guarded || typeof email !== 'string') return undefined;
      const key = `${guarded.kind}:${email.trim().toLowerCase()}`;
      const until = await failures.lockedUntil(key);
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
          if (status >= 200 && status < 300) await failures.clear(key);
          else if (code && guarded.failureCodes.has(code))
            await failures.recordFailure(key, policy);
        },
      };
    },
  };
}
export type AccountGuard = ReturnType<typeof accountGuard>;

/** AUTH_RATE_LIMIT=off (browser tests from one address; refused in production). */
export const openGuard: AccountGuard = { begin: async () => undefined };
