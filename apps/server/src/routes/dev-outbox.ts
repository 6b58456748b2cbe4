import { outboxQuerySchema, outboxSchema } from '@resumegrader/contract/dev-outbox';
import { type Api, failureResponses } from '../http/schemas.ts';
import type { OutboxService } from '../services/outbox-service.ts';

/** Registered only while mail goes to the dev outbox (CONTRACT.md section 2). */
export function devOutboxRoutes(app: Api, outbox: OutboxService): void {
  app.get(
    '/dev/outbox',
    {
      schema: {
        querystring: outboxQuerySchema,
        response: { 200: outboxSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const messages = await outbox.list(request.query.to, 500);
      return reply.header('cache-control', 'no-store').send(
        messages.map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          sentAt: m.sentAt.toISOString(),
        })),
      );
    },
  );
}
