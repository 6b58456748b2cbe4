import { type Health, healthSchema } from '@resumegrader/contract/health';
import type { Api } from '../http/schemas.ts';

export function healthRoutes(app: Api, databaseUp: () => Promise<boolean>): void {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const up = await databaseUp();
      const health: Health = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
      return reply
        .code(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );
}
