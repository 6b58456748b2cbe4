import type { FastifyRequest } from 'fastify';

/**
 * The origin the browser should come back to (local upload URLs, checkout return pages):
 * PUBLIC_URL when set, else the origin the request came in on.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
