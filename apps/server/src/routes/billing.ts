import { subscribeSchema } from '@resumegrader/contract/billing';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../http/origin.ts';
import { signedInUser } from '../http/authenticate.ts';
import type { BillingService } from '../services/billing-service.ts';

type WithId = { Params: { id: string } };

/** SPEC section 7's /subscribe and /unsubscribe, the purchases list and the test checkout. */
export function billingRoutes(
  app: FastifyInstance,
  billing: BillingService,
  options: { publicUrl: string | undefined; testCheckout: boolean },
): void {
  app.post('/subscribe', { config: { user: 'required' } }, async (request, reply) => {
    const user = signedInUser(request);
    const { numberOfCredits } = subscribeSchema.parse(request.body ?? {});
    reply.header('cache-control', 'no-store');
    return billing.subscribe(user, numberOfCredits, publicOrigin(request, options.publicUrl));
  });

  app.get('/purchases', { config: { user: 'required' } }, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return billing.purchases(user.id);
  });

  app.delete('/unsubscribe', { config: { user: 'required' } }, async (request) => {
    const user = signedInUser(request);
    return billing.unsubscribe(user.id);
  });

  // The test provider's page, like Stripe's, needs only its url (billing-service.ts).
  if (!options.testCheckout) return;
  app.get<WithId>('/checkout/test/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return billing.testCheckout(request.params.id);
  });
  app.post<WithId>('/checkout/test/:id/pay', async (request) => billing.payTest(request.params.id));
  app.post<WithId>('/checkout/test/:id/cancel', async (request) =>
    billing.cancelTest(request.params.id),
  );
}
