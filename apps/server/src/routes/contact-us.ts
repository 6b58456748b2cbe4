import { contactUsSchema, contactUsSuccessMessage } from '@resumegrader/contract/contact';
import { messageSchema } from '@resumegrader/contract/message';
import { type Api, failureResponses } from '../http/schemas.ts';
import type { ContactService } from '../services/contact-service.ts';

export function contactUsRoutes(app: Api, contacts: ContactService): void {
  app.post(
    '/contact-us',
    {
      schema: {
        body: contactUsSchema,
        response: { 200: messageSchema, ...failureResponses },
      },
    },
    async (request) => {
      await contacts.submit(request.body, request.ip);
      return { message: contactUsSuccessMessage };
    },
  );
}
