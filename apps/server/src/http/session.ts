import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/better-auth.ts';
import { copyResponseHeaders, toFetchHeaders } from './auth-bridge.ts';

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
