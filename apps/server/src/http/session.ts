import { authMessages } from '@resumegrader/contract/auth';
import { errorCodes } from '@resumegrader/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/better-auth.ts';
import { AppError } from './app-error.ts';
import { copyResponseHeaders, toFetchHeaders } from './auth-bridge.ts';

export interface SessionUser {
  id: string;
  email: string;
}

/**
 * The signed-in user of this request, from the session cookie or the bearer token, or a 401.
 * A session past better-auth's refresh age is extended here too, and its new cookie sent.
 */
export async function requireUser(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser> {
  const { headers, response } = await auth.api.getSession({
    headers: toFetchHeaders(request),
    returnHeaders: true,
  });
  copyResponseHeaders(headers, reply);
  if (!response) throw new AppError(401, errorCodes.unauthorized, authMessages.unauthorized);
  return { id: response.user.id, email: response.user.email };
}

/** The signed-in user when there is one; routes open to visitors too use this. */
export async function optionalUser(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | undefined> {
  const { headers, response } = await auth.api.getSession({
    headers: toFetchHeaders(request),
    returnHeaders: true,
  });
  copyResponseHeaders(headers, reply);
  return response ? { id: response.user.id, email: response.user.email } : undefined;
}

/** Ends the request's session on the server and clears its cookies. */
export async function endSession(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { headers } = await auth.api.signOut({
    headers: toFetchHeaders(request),
    returnHeaders: true,
  });
  copyResponseHeaders(headers, reply);
}
