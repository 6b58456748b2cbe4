import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Listening on every interface names none of them. */
const anyInterface = new Set(['0.0.0.0', '::', '']);

/**
 * The origins this server answers on by its own settings: the address it listens on (when
 * it names one), 127.0.0.1 and localhost, on its port. The first is where links point.
 */
export function ownOrigins(config: Pick<Config, 'host' | 'port'>): string[] {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const listening = anyInterface.has(config.host) ? [] : [`http://${host}:${config.port}`];
  return [
    ...new Set([
      ...listening,
      `http://127.0.0.1:${config.port}`,
      `http://localhost:${config.port}`,
    ]),
  ];
}

export type LinkOrigin = (request: FastifyRequest) => string;

/**
 * The origin the browser should come back to (local upload URLs, checkout return pages):
 * PUBLIC_URL when set (production requires it), else the request's own origin when it is
 * one of ours (ownOrigins), else our listen address. A Host header is anyone's to write: it
 * never points a link elsewhere (issue 32).
 */
export function linkOrigin(config: Pick<Config, 'host' | 'port' | 'publicUrl'>): LinkOrigin {
  if (config.publicUrl) {
    const publicUrl = config.publicUrl;
    return () => publicUrl;
  }
  const own = ownOrigins(config);
  const fallback = own[0] as string;
  return (request) => {
    // X-Forwarded-Proto is a header like any other: only the two schemes a page can use.
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    const asked = `${protocol}://${request.host}`;
    return own.includes(asked) ? asked : fallback;
  };
}

/**
 * Origins whose pages may send our session cookie with a state-changing request: ours and
 * CORS_ORIGINS. Outside production, the loopback addresses `npm start` prints as well.
 */
export function trustedOrigins(config: Config): string[] {
  const local = ownOrigins(config);
  const own = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  return [
    ...new Set([...own, ...(config.env === 'production' ? [] : local), ...config.corsOrigins]),
  ];
}
