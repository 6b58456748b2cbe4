import { createHmac, timingSafeEqual } from 'node:crypto';
import { authMessages } from '@resumegrader/contract/auth';
import { errorCodes } from '@resumegrader/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/better-auth.ts';
import type { SessionService, SessionUser } from '../services/session-service.ts';
import { AppError } from './app-error.ts';
import { copyResponseHeaders, toFetchHeaders } from './auth-bridge.ts';

export type { SessionUser };

/** Who a route serves: signed-in users only, or visitors too (the user when there is one). */
export type RouteUser = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on a route to read the session before its handler runs (request.user). */
    user?: RouteUser;
  }
  interface FastifyRequest {
    /** The signed-in user, on routes declaring `config.user`; null for a visitor. */
    user: SessionUser | null;
  }
}

interface CookieSigning {
  cookieName: string;
  secret: string;
}

/** One cookie's raw value from the Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The token of a value signed as better-call signs cookies ('token.base64(HMAC-SHA256)',
 * URL-encoded), or undefined when the signature is missing or wrong.
 */
function verifiedToken(raw: string, secret: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  const signature = value.slice(dot + 1);
  if (dot < 1 || signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const token = value.slice(0, dot);
  const expected = createHmac('sha256', secret).update(token).digest('base64');
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? token : undefined;
}

/** better-auth's session tokens: 32 letters and digits (a little room either way). */
const bareToken = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The request's session token: a bearer token (signed, or the bare token better-auth's
 * bearer plugin also accepts) or the signed session cookie.
 */
export function sessionToken(request: FastifyRequest, signing: CookieSigning): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const bearer = authorization.slice(7).trim();
    if (bearer.includes('.')) return verifiedToken(bearer, signing.secret);
    return bareToken.test(bearer) ? bearer : undefined;
  }
  const cookie = cookieValue(request.headers.cookie, signing.cookieName);
  return cookie ? verifiedToken(cookie, signing.secret) : undefined;
}

export interface Authentication {
  /** The request's signed-in user, or null; extends the session when it is due. */
  userOf(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null>;
  /** Forgets what this server keeps of the request's session: it has just changed. */
  forget(request: FastifyRequest): void;
  /** Ends the request's session on the server and clears its cookies. */
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * Reads sessions for the routes that ask (`config.user`), once the request is parsed and
 * scanned for NULs, and before its schemas are checked: a signed-out caller gets 401, never
 * a report on a protected route's input. One indexed query at most (sessions are cached for
 * seconds, ADR 016), no write, no cookie. Once a day per session (better-auth's updateAge)
 * the request goes through better-auth instead, which extends the session and resends its
 * cookie. A 'required' route answers 401 without a live session.
 */
export async function registerAuthentication(
  app: FastifyInstance,
  auth: Auth,
  sessions: SessionService,
): Promise<Authentication> {
  const context = await auth.$context;
  const signing = { cookieName: context.authCookies.sessionToken.name, secret: context.secret };

  const authentication: Authentication = {
    async userOf(request, reply) {
      const token = sessionToken(request, signing);
      if (!token) return null;
      const session = await sessions.lookup(token);
      if (session.kind === 'live') return session.user;
      if (session.kind === 'none') return null;
      const { headers, response } = await auth.api.getSession({
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      copyResponseHeaders(headers, reply);
      return response ? { id: response.user.id, email: response.user.email } : null;
    },
    forget(request) {
      const token = sessionToken(request, signing);
      if (token) sessions.forget(token);
    },
    async endSession(request, reply) {
      const { headers } = await auth.api.signOut({
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      authentication.forget(request);
      copyResponseHeaders(headers, reply);
    },
  };

  app.decorateRequest('user', null);
  app.addHook('preValidation', async (request, reply) => {
    const mode = request.routeOptions.config.user;
    if (!mode) return;
    request.user = await authentication.userOf(request, reply);
    if (mode === 'required' && !request.user) {
      throw new AppError(401, errorCodes.unauthorized, authMessages.unauthorized);
    }
  });
  return authentication;
}

/** The user of a route declared `config: { user: 'required' }`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, errorCodes.unauthorized, authMessages.unauthorized);
  return request.user;
}
