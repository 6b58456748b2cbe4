import { errorCodes } from '@resumegrader/contract/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser attaches the session cookie to a request another site makes (a form post, a
 * `text/plain` fetch that needs no preflight), so a state-changing /api request that carries
 * it must come from one of our origins: `Origin`, or `Sec-Fetch-Site` where a browser sent
 * no Origin. better-auth checks /api/auth itself; a bearer token is never sent by a browser
 * on its own, so such requests are exempt.
 */
export function registerCrossSiteGuard(
  app: FastifyInstance,
  options: { origins: string[]; cookiePrefix: string },
): void {
  const allowed = new Set(options.origins);
  const sessionCookie = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${options.cookiePrefix}\\.`);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    // The route the router matched, not the raw URL: '/%61pi/…' routes to '/api/…' too.
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || route.startsWith('/api/auth/')) return;
    const { cookie, authorization, origin } = request.headers;
    if (!cookie || !sessionCookie.test(cookie)) return;
    if (authorization && /^bearer\s/i.test(authorization)) return;
    const site = request.headers['sec-fetch-site'];
    // 'null' (a sandboxed frame, a file) is a foreign origin; only a missing one is not.
    const sameSite = origin
      ? allowed.has(origin)
      : site === undefined || site === 'same-origin' || site === 'none';
    if (!sameSite) {
      throw new AppError(
        403,
        errorCodes.forbidden,
        'This request came from another site and was refused.',
      );
    }
  });
}
