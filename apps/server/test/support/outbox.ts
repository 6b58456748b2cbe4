import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** Apps whose mail goes elsewhere than the dev outbox (production apps: an SMTP peer). */
const mailSources = new WeakMap<FastifyInstance, (to: string) => OutboxMail[]>();

export function useMailSource(app: FastifyInstance, read: (to: string) => OutboxMail[]): void {
  mailSources.set(app, read);
}

/**
 * GET /api/dev/outbox?to=..., as the acceptance checks read it; for an app that mails a
 * test SMTP peer instead, what that peer received.
 */
export async function readOutbox(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  const source = mailSources.get(app);
  if (source) return source(to);
  const response = await app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    query: { to },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutboxMail[]>();
}
