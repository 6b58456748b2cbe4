import { type ContactUs } from '@resumegrader/contract/contact';
import { errorCodes } from '@resumegrader/contract/errors';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { contactConfirmationMail, contactTeamMail } from '../mail/templates.ts';
import type { Db } from '../db/database.ts';
import { contactRepository } from '../repositories/contact-repository.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';

export interface ContactServiceDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  limit: RateLimit;
  teamAddress: string;
  log: FastifyBaseLogger;
}

export function contactService(deps: ContactServiceDeps) {
  const contacts = contactRepository(deps.db);
  return {
    /**
     * Stores the message, mails it to the team and confirms to the sender. A message the team
     * never received is not kept, so the sender's retry does not make a duplicate.
     */
    async submit(message: ContactUs, ipAddress: string): Promise<void> {
      await deps.limiter.consume(deps.limit, ipAddress);
      if (message.website) {
        deps.log.info({ ipAddress }, 'contact form honeypot filled; message dropped');
        return;
      }
      const { website: _honeypot, ...fields } = message;
      const id = await contacts.insert({ ...fields, ipAddress });
      try {
        await deps.mailer.send(contactTeamMail(deps.teamAddress, message));
      } catch (error) {
        deps.log.error({ err: error }, 'contact mail to the team failed');
        await contacts.remove(id);
        throw new AppError(
          503,
          errorCodes.serviceUnavailable,
          'We could not send your message right now. Please try again in a few minutes.',
        );
      }
      try {
        await deps.mailer.send(contactConfirmationMail(message.email));
      } catch (error) {
        // The team has the message; a lost confirmation must not make the sender resend it.
        deps.log.warn({ err: error }, 'contact confirmation mail failed');
      }
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
