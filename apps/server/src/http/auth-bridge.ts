import {
  authDoneSchema,
  authMessages,
  authUserAnswerSchema,
  changePasswordSchema,
  resetPasswordSchema,
  sendCodeSchema,
  sessionAnswerSchema,
  signedInAnswerSchema,
  signInSchema,
  signUpSchema,
  verifiedEmailSchema,
  verifyEmailSchema,
} from '@resumegrader/contract/auth';
import { type ApiError, errorCodes } from '@resumegrader/contract/errors';
import { messages } from '@resumegrader/contract/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { type Auth, clientIpHeader } from '../auth/better-auth.ts';
import type { AccountGuard } from '../services/account-guard.ts';
import type { Authentication } from './authenticate.ts';
import { AppError, tooManyRequests } from './app-error.ts';
import { type Api, failureResponses } from './schemas.ts';

/** Request headers as a Fetch `Headers`, with the client address the way Fastify sees it. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientIpHeader) continue;
    // The body is re-serialised below, so its original length and encoding no longer apply.
    if (name === 'content-length' || name === 'transfer-encoding') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(clientIpHeader, request.ip);
  return headers;
}

/** Copies better-auth's response headers (cookies, bearer token) onto Fastify's reply. */
export function copyResponseHeaders(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  from.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-type') return;
    reply.header(name, value);
  });
}

interface BetterAuthErrorBody {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

/** better-auth's codes (and the emailOTP plugin's) in the words of SPEC section 8. */
const knownErrors: Record<string, { status: number; code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    status: 401,
    code: errorCodes.invalidCredentials,
    message: authMessages.invalidCredentials,
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    code: errorCodes.userNotConfirmed,
    message: authMessages.userNotConfirmed,
  },
  USER_ALREADY_EXISTS: {
    status: 422,
    code: errorCodes.usernameExists,
    message: authMessages.usernameExists,
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 422,
    code: errorCodes.usernameExists,
    message: authMessages.usernameExists,
  },
  USER_NOT_FOUND: {
    status: 404,
    code: errorCodes.userNotFound,
    message: authMessages.userNotFound,
  },
  INVALID_OTP: { status: 400, code: errorCodes.codeMismatch, message: authMessages.codeMismatch },
  OTP_EXPIRED: { status: 400, code: errorCodes.expiredCode, message: authMessages.expiredCode },
  TOO_MANY_ATTEMPTS: {
    status: 403,
    code: errorCodes.tooManyFailedAttempts,
    message: authMessages.tooManyFailedAttempts,
  },
  INVALID_PASSWORD: {
    status: 400,
    code: errorCodes.invalidPassword,
    message: 'The current password is incorrect.',
  },
  PASSWORD_TOO_SHORT: { status: 400, code: errorCodes.invalidPassword, message: messages.password },
  PASSWORD_TOO_LONG: { status: 400, code: errorCodes.invalidPassword, message: messages.password },
  INVALID_EMAIL: {
    status: 400,
    code: errorCodes.validation,
    message: `email: ${messages.invalidEmail}`,
  },
};

const ourCodes = new Set<string>(Object.values(errorCodes));

const byStatus = (status: number): string =>
  ({ 400: errorCodes.badRequest, 401: errorCodes.unauthorized, 403: errorCodes.forbidden })[
    status
  ] ?? errorCodes.badRequest;

/**
 * Any failed /api/auth answer in the contract's error shape. Codes our hooks threw pass as
 * they are; better-auth's are translated; anything else keeps its status with a generic
 * code, and 5xx answers never pass on better-auth's text.
 */
export function toApiError(
  status: number,
  raw: string,
  path: string,
): { status: number; body: ApiError } {
  let parsed: BetterAuthErrorBody = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (value && typeof value === 'object') parsed = value as BetterAuthErrorBody;
  } catch {
    // Not JSON (better-call answers some 404s and 405s with an empty body).
  }
  const code = typeof parsed.code === 'string' ? parsed.code : undefined;
  const message =
    typeof parsed.message === 'string' && parsed.message.trim() ? parsed.message : undefined;

  if (status >= 500) {
    return {
      status: 500,
      body: {
        error: {
          code: errorCodes.internal,
          message: 'Something went wrong on our side. Please try again.',
        },
      },
    };
  }
  if (code && ourCodes.has(code)) {
    const fields =
      parsed.fields && typeof parsed.fields === 'object'
        ? (parsed.fields as Record<string, string>)
        : undefined;
    return {
      status,
      body: { error: { code, message: message ?? code, ...(fields ? { fields } : {}) } },
    };
  }
  const known = code ? knownErrors[code] : undefined;
  if (known)
    return { status: known.status, body: { error: { code: known.code, message: known.message } } };
  if (status === 404 || status === 405) {
    return {
      status: 404,
      body: { error: { code: errorCodes.notFound, message: `No API route matches ${path}.` } },
    };
  }
  if (status === 401) {
    return {
      status,
      body: { error: { code: errorCodes.unauthorized, message: authMessages.unauthorized } },
    };
  }
  return {
    status,
    body: {
      error: {
        code:
          code === 'VALIDATION_ERROR' || code === 'FIELD_NOT_ALLOWED'
            ? errorCodes.validation
            : byStatus(status),
        message: message ?? 'The request could not be completed.',
      },
    },
  };
}

/**
 * The better-auth endpoints the product offers, each with its schemas. Everything else
 * better-auth (or a plugin) answers is closed, by not being routed: OTP sign-in, because
 * signing in by code as an unverified password user deletes that user's password
 * (shared/DEPENDENCIES.md); profile updates and account deletion, which are ours
 * (/api/update-user, /api/delete-user) so credits stay server-only and deletion cleans up
 * our data; link-based verification and reset, and `request-password-reset`, because codes
 * are sent by `send-verification-otp` alone (one limit per address); its HTML `/error`
 * page; social sign-in, which we do not have.
 */
const offeredEndpoints = [
  { method: 'POST', path: '/sign-up/email', body: signUpSchema, answer: authUserAnswerSchema },
  { method: 'POST', path: '/sign-in/email', body: signInSchema, answer: signedInAnswerSchema },
  { method: 'POST', path: '/sign-out', answer: authDoneSchema },
  { method: 'GET', path: '/get-session', answer: sessionAnswerSchema },
  {
    method: 'POST',
    path: '/email-otp/send-verification-otp',
    body: sendCodeSchema,
    answer: authDoneSchema,
  },
  {
    method: 'POST',
    path: '/email-otp/verify-email',
    body: verifyEmailSchema,
    answer: verifiedEmailSchema,
  },
  {
    method: 'POST',
    path: '/email-otp/reset-password',
    body: resetPasswordSchema,
    answer: authDoneSchema,
  },
  {
    method: 'POST',
    path: '/change-password',
    body: changePasswordSchema,
    answer: authUserAnswerSchema,
  },
] as const satisfies readonly {
  method: 'GET' | 'POST';
  path: string;
  body?: ZodType;
  answer: ZodType;
}[];

function betterAuthCode(raw: string): string | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    const code = (value as BetterAuthErrorBody | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Mounts better-auth's offered endpoints under /api/auth: the Fastify request, validated by
 * its schema, becomes a Fetch Request (JSON bodies are re-serialised from the validated
 * parse), the Fetch Response goes back with every Set-Cookie intact, and failures leave in
 * our error shape. Sign-ins and code checks pass the per-account guard first.
 */
export function authRoutes(
  app: Api,
  auth: Auth,
  authentication: Authentication,
  guard: AccountGuard,
): void {
  for (const endpoint of offeredEndpoints) {
    const { method, path } = endpoint;
    app.route({
      method,
      url: `/auth${path}`,
      schema: {
        ...('body' in endpoint ? { body: endpoint.body } : {}),
        response: { 200: endpoint.answer, ...failureResponses },
      },
      handler: async (request, reply) => {
        // The Host header is the client's: one that makes no URL is a bad request, not a 500.
        const url = URL.parse(request.url, `${request.protocol}://${request.host}`);
        if (!url) {
          throw new AppError(400, errorCodes.badRequest, 'The Host header is not valid.');
        }
        const attempt = await guard.begin(
          path,
          request.body,
          async () => (await authentication.userOf(request, reply))?.email,
        );
        const headers = toFetchHeaders(request);
        // Whatever the client declared (nothing, for a sign-out without a body), what goes on
        // is the validated body as JSON.
        if (method === 'POST') headers.set('content-type', 'application/json');
        const response = await auth.handler(
          new Request(url, {
            method,
            headers,
            body: method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
          }),
        );
        // Sign-out, password changes: the caller's next request must see the change.
        if (method === 'POST') authentication.forget(request);
        copyResponseHeaders(response.headers, reply);
        reply.header('cache-control', 'no-store');
        const text = await response.text();
        await attempt?.settle(response.status, betterAuthCode(text));
        if (response.status === 429) {
          const wait = Number(response.headers.get('x-retry-after')) || 60;
          throw tooManyRequests(Math.max(1, Math.ceil(wait)));
        }
        if (response.status >= 400) {
          const { status, body } = toApiError(
            response.status,
            text,
            `${request.method} ${url.pathname}`,
          );
          return reply.code(status).send(body);
        }
        // Parsed, so the answer is checked against the contract like every other.
        return reply.code(response.status).send(JSON.parse(text));
      },
    });
  }
}
