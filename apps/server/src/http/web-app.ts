import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html is
 * revalidated so a deploy is picked up at once. Unknown paths get index.html and the app
 * renders its own 404 page.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // A route per built file, listed at start: an unknown path (an API typo, a scanner's
    // guess) never touches the disk. A deploy restarts the server, so nothing is missed.
    wildcard: false,
    index: 'index.html',
    // Otherwise the plugin writes its own 'public, max-age=0' over what setHeaders sets.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}
