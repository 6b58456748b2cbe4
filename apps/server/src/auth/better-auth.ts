import {
  authMessages,
  type ChangePassword,
  type SendCode,
  type SignIn,
  type SignUp,
} from '@resumegrader/contract/auth';
import { errorCodes } from '@resumegrader/contract/errors';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { bearer, emailOTP } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { trustedOrigins } from '../http/origin.ts';
import type { Mailer } from '../mail/mailer.ts';
import { codeMail } from '../mail/templates.ts';
import type { RateLimit, RateLimiter } from '../services/rate-limiter.ts';

/** Session cookies are `rg.session_token` (`__Secure-rg.…` in production). */
export const authCookiePrefix = 'rg';

/** Where every /api/auth path lives; better-auth routes relative to it. */
export const authBasePath = '/api/auth';

/**
 * The bridge writes Fastify's view of the client address (which honours TRUST_PROXY) into
 * this header and drops any copy the client sent, so better-auth's limiter keys on the same
 * address as ours and cannot be fooled by a forged X-Forwarded-For.
 */
export const clientIpHeader = 'x-resumegrader-client-ip';

/** SPEC section 9 has no number; better-auth's defaults (5 minutes, 3 tries), kept on purpose. */
export const codePolicy = { expiresInSeconds: 300, allowedAttempts: 3, length: 6 } as const;

/**
 * Ceilings per client address, set for a shared office or campus address where dozens of
 * people sign in at once (better-auth's own defaults are 3 per 10 s). Guessing is stopped
 * per account instead (services/account-guard.ts), and code mails per address by our hook.
 * See docs/decisions/014-hardening-limits.md.
 */
const perAddressLimits = {
  '/sign-in/email': { window: 60, max: 30 },
  '/sign-up/email': { window: 60, max: 30 },
  '/email-otp/send-verification-otp': { window: 60, max: 30 },
  '/email-otp/verify-email': { window: 60, max: 60 },
  '/email-otp/reset-password': { window: 60, max: 60 },
  '/change-password': { window: 60, max: 10 },
};

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

/**
 * Code mails to one address. Per address and client: the owner asking again and again. Per
 * address alone, from any number of clients: nobody fills an inbox with codes, though a
 * crowd of addresses could still use this up for an hour (docs/decisions/014).
 */
export const codeMailLimits: { perClient: RateLimit; perAddress: RateLimit } = {
  perClient: { name: 'code-mail-client', max: 5, windowSeconds: 15 * 60 },
  perAddress: { name: 'code-mail', max: 20, windowSeconds: 60 * 60 },
};

export function createAuth({ config, db, mailer, limiter, log }: AuthDeps) {
  const production = config.env === 'production';
  const publicOrigin = config.publicUrl ?? `http://127.0.0.1:${config.port}`;
  /** Seconds until another code mail may go to the address from this client, or undefined. */
  const codeMailWait = async (email: string, client: string) => {
    if (!config.auth.rateLimit) return undefined;
    const address = email.trim().toLowerCase();
    return (
      (await limiter.hit(codeMailLimits.perClient, `${address}:${client}`)) ??
      (await limiter.hit(codeMailLimits.perAddress, address))
    );
  };
  const sendCode = async (email: string, type: string, code: string) => {
    if (type !== 'email-verification' && type !== 'forget-password') return;
    await mailer.send(codeMail(email, type, code, codePolicy.expiresInSeconds / 60));
  };
  const tooManyCodes = (wait: number) =>
    new APIError(
      'TOO_MANY_REQUESTS',
      { message: 'Too many codes were sent to this address.' },
      { 'X-Retry-After': String(wait) },
    );

  return betterAuth({
    appName: 'ResumeGrader',
    secret: config.auth.secret,
    // A fixed base URL: better-auth checks the Origin of browser POSTs against it, also in
    // the code mail it sends from a background context that has no request to infer it from
    // (without it, sign-up from a browser failed to mail the code with 'Invalid origin').
    baseURL: publicOrigin,
    basePath: authBasePath,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === 'silent',
      log: (level, message, ...args) => {
        log[level]({ args }, `better-auth: ${message}`);
      },
    },
    // Our Kysely, CamelCasePlugin included: better-auth's camelCase fields become our
    // snake_case columns and it shares our connection (and PGlite's lock). See ADR 010.
    database: { db, type: 'postgres', transaction: true },
    user: {
      modelName: 'users',
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        opportunitiesOptIn: { type: 'boolean', required: false, defaultValue: false },
        credits: {
          type: 'number',
          required: false,
          input: false,
          defaultValue: config.auth.signupFreeCredits,
        },
        subscription: { type: 'string', required: false, input: false, defaultValue: 'free' },
        jobTitle: { type: 'string', required: false, input: false },
        industry: { type: 'string', required: false, input: false },
        companySize: { type: 'string', required: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
      },
    },
    session: { modelName: 'sessions' },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed account that signs in with the right password gets a new code.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
    },
    rateLimit: {
      enabled: config.auth.rateLimit,
      // Counted in the database so the limits hold across servers (ADR 008).
      storage: 'database',
      modelName: 'authRateLimits',
      window: 60,
      max: 100,
      customRules: perAddressLimits,
    },
    advanced: {
      cookiePrefix: authCookiePrefix,
      // better-auth skips its Origin check when NODE_ENV is 'test'; keep it on everywhere,
      // so the tests see what a browser gets.
      disableOriginCheck: false,
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    databaseHooks: {
      user: {
        create: {
          // Only sign-up creates users, and it refuses anyone who did not accept the terms.
          before: async (user) => ({ data: { ...user, termsAcceptedAt: new Date() } }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        switch (ctx.path) {
          case '/sign-up/email': {
            // Validated by its route (http/auth-bridge.ts), like every body below.
            const input = ctx.body as SignUp;
            const email = input.email.toLowerCase();
            // SPEC section 8 names this case, so it is said plainly (better-auth would
            // otherwise answer a silent success to hide that the account exists).
            if (await ctx.context.internalAdapter.findUserByEmail(email)) {
              throw new APIError('UNPROCESSABLE_ENTITY', {
                code: errorCodes.usernameExists,
                message: authMessages.usernameExists,
              });
            }
            return {
              context: {
                body: {
                  name: `${input.firstName} ${input.lastName}`,
                  email,
                  password: input.password,
                  firstName: input.firstName,
                  lastName: input.lastName,
                  opportunitiesOptIn: input.opportunitiesOptIn,
                },
              },
            };
          }
          case '/sign-in/email': {
            const input = ctx.body as SignIn;
            // SPEC section 4: sign-in is refused while a user is signed in (sign out first).
            if (await getSessionFromCtx(ctx)) {
              throw new APIError('BAD_REQUEST', {
                code: errorCodes.userAlreadyAuthenticated,
                message: authMessages.alreadySignedIn,
              });
            }
            const found = await ctx.context.internalAdapter.findUserByEmail(
              input.email.toLowerCase(),
              { includeAccounts: true },
            );
            // SPEC section 8: an unknown email is told so (UserNotFoundException).
            if (!found) {
              throw new APIError('NOT_FOUND', {
                code: errorCodes.userNotFound,
                message: authMessages.userNotFound,
              });
            }
            // An unconfirmed account signing in with its password is mailed a new code, which
            // replaces the last: counted as a resend, or signing in again and again would fill
            // the inbox. Checked before better-auth stores the new code.
            if (found.user.emailVerified) return;
            const hash = found.accounts.find((a) => a.providerId === 'credential')?.password;
            if (!hash || !(await ctx.context.password.verify({ hash, password: input.password }))) {
              return;
            }
            const wait = await codeMailWait(
              input.email,
              ctx.headers?.get(clientIpHeader) ?? 'unknown',
            );
            if (wait !== undefined) throw tooManyCodes(wait);
            return;
          }
          case '/email-otp/send-verification-otp': {
            const body = ctx.body as SendCode;
            const found = await ctx.context.internalAdapter.findUserByEmail(
              body.email.toLowerCase(),
            );
            // A verified account needs no verification code; answer as if one was sent.
            if (body.type === 'email-verification' && found?.user.emailVerified) {
              return ctx.json({ success: true });
            }
            const wait = await codeMailWait(
              body.email,
              ctx.headers?.get(clientIpHeader) ?? 'unknown',
            );
            if (wait !== undefined) throw tooManyCodes(wait);
            return;
          }
          case '/change-password': {
            const input = ctx.body as ChangePassword;
            // A new password ends every other session, whatever the client asked: whoever
            // knew the old one is signed out everywhere.
            return { context: { body: { ...input, revokeOtherSessions: true } } };
          }
          default:
            return;
        }
      }),
    },
    plugins: [
      emailOTP({
        overrideDefaultEmailVerification: true,
        otpLength: codePolicy.length,
        expiresIn: codePolicy.expiresInSeconds,
        allowedAttempts: codePolicy.allowedAttempts,
        // Only a hash is stored: a database read does not give away live codes.
        storeOTP: 'hashed',
        // Codes never create accounts (sign-up goes through the password form).
        disableSignUp: true,
        // Awaited, so the code is in the outbox (or handed to SMTP) when the answer leaves.
        sendVerificationOTP: ({ email, otp, type }) => sendCode(email, type, otp),
      }),
      bearer(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
