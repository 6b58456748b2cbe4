import { z } from 'zod';

/** `GET /api/dev/outbox?to=EMAIL` (CONTRACT.md section 2): one address's mail, or all. */
export const outboxQuerySchema = z.object({ to: z.string().max(254).optional() });

/** One mail in the dev outbox; codes appear in `text`. */
export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Oldest first. */
export const outboxSchema = z.array(outboxMailSchema);
