import {
  checkoutDoneSchema,
  checkoutIdParamsSchema,
  checkoutUrlSchema,
  purchaseListSchema,
  subscribeSchema,
  testCheckoutSchema,
} from '@resumegrader/contract/billing';
import { messageSchema } from '@resumegrader/contract/message';
import type { LinkOrigin } from '../http/origin.ts';
import { signedInUser } from '../http/authenticate.ts';
import { type Api, failureResponses } from '../http/schemas.ts';
import type { BillingService } from '../services/billing-service.ts';

const checkoutDoneSchemas = {
  params: checkoutIdParamsSchema,
  response: { 200: checkoutDoneSchema, ...failureResponses },
};

/** SPEC section 7's /subscribe and /unsubscribe, the purchases list and the test checkout. */
export function billingRoutes(
  app: Api,
  billing: BillingService,
  options: { linkOrigin: LinkOrigin; testCheckout: boolean },
): void {
  app.post(
    '/subscribe',
    {
      config: { user: 'required' },
      schema: { body: subscribeSchema, response: { 200: checkoutUrlSchema, ...failureResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const origin = options.linkOrigin(request);
      return billing.subscribe(signedInUser(request), request.body.numberOfCredits, origin);
    },
  );

  app.get(
    '/purchases',
    {
      config: { user: 'required' },
      schema: { response: { 200: purchaseListSchema, ...failureResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return billing.purchases(signedInUser(request).id);
    },
  );

  app.delete(
    '/unsubscribe',
    {
      config: { user: 'required' },
      schema: { response: { 200: messageSchema, ...failureResponses } },
    },
    async (request) => billing.unsubscribe(signedInUser(request).id),
  );

  // The test provider's page, like Stripe's, needs only its url (billing-service.ts).
  if (!options.testCheckout) return;
  app.get(
    '/checkout/test/:id',
    {
      schema: {
        params: checkoutIdParamsSchema,
        response: { 200: testCheckoutSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return billing.testCheckout(request.params.id);
    },
  );
  app.post('/checkout/test/:id/pay', { schema: checkoutDoneSchemas }, async (request) =>
    billing.payTest(request.params.id),
  );
  app.post('/checkout/test/:id/cancel', { schema: checkoutDoneSchemas }, async (request) =>
    billing.cancelTest(request.params.id),
  );
}
