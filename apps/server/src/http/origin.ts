import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The origin the browser should come back to (local upload URLs, checkout return pages):
 * PUBLIC_URL when set (production requires it), else the origin the request came in on.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  // X-Forwarded-Proto is a header like any other: only the two schemes a page can use.
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return publicUrl ?? `${protocol}://${request.host}`;
}

/**
 * Origins whose pages may send our session cookie with a state-changing request: ours and
 * CORS_ORIGINS. Outside production, the loopback addresses `npm start` prints as well.
 */
export function trustedOrigins(config: Config): string[] {
  const local = [`http://127.0.0.1:${config.port}`, `http://localhost:${config.port}`];
  const own = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  return [
    ...new Set([...own, ...(config.env === 'production' ? [] : local), ...config.corsOrigins]),
  ];
}
