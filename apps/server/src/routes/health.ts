import {
  type Health,
  healthSchema,
  type Readiness,
  readinessSchema,
} from '@resumegrader/contract/health';
import type { Api } from '../http/schemas.ts';

export interface HealthProbes {
  databaseUp(): Promise<boolean>;
  grader(): Readiness['grader'];
}

/**
 * `/api/health` is liveness (CONTRACT.md: 200 while the process serves); `/api/ready` is
 * readiness: 503 until the database answers and this server's grader threads are set up,
 * so a load balancer sends no user to a server whose first grading would wait for harper.
 */
export function healthRoutes(app: Api, probes: HealthProbes): void {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const up = await probes.databaseUp();
      const health: Health = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
      return reply
        .code(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );

  app.get(
    '/ready',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const up = await probes.databaseUp();
      const grader = probes.grader();
      const ready = up && grader !== 'starting';
      const readiness: Readiness = {
        status: ready ? 'ready' : 'starting',
        database: up ? 'up' : 'down',
        grader,
      };
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  );
}
