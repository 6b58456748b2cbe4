import type { Health } from '@resumegrader/contract/health';
import type { FastifyInstance } from 'fastify';
import { type Db, isDatabaseUp } from '../db/database.ts';

export function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/health', async (_request, reply) => {
    const up = await isDatabaseUp(db);
    const health: Health = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    return reply
      .code(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
}
