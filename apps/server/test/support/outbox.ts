import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** GET /api/dev/outbox?to=..., as the acceptance checks read it. */
export async function readOutbox(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    query: { to },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutboxMail[]>();
}
