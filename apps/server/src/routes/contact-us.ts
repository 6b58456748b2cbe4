import {
  contactUsSchema,
  contactUsSuccessMessage,
  type ContactUsResponse,
} from '@resumegrader/contract/contact';
import type { FastifyInstance } from 'fastify';
import type { ContactService } from '../services/contact-service.ts';

export function contactUsRoutes(app: FastifyInstance, contacts: ContactService): void {
  app.post('/contact-us', async (request) => {
    const message = contactUsSchema.parse(request.body);
    await contacts.submit(message, request.ip);
    const response: ContactUsResponse = { message: contactUsSuccessMessage };
    return response;
  });
}
