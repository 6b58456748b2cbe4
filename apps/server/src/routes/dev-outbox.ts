import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OutboxRepository } from '../repositories/outbox-repository.ts';

const querySchema = z.object({ to: z.string().max(254).optional() });

/** Registered only while mail goes to the dev outbox (CONTRACT.md section 2). */
export function devOutboxRoutes(app: FastifyInstance, outbox: OutboxRepository): void {
  app.get('/dev/outbox', async (request, reply) => {
    const { to } = querySchema.parse(request.query);
    const messages = await outbox.list(to, 500);
    return reply.header('cache-control', 'no-store').send(
      messages.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        sentAt: m.sentAt.toISOString(),
      })),
    );
  });
}
