import { errorCodes } from '@resumegrader/contract/errors';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { type Api, failureResponses } from '../http/schemas.ts';
import type { BillingService } from '../services/billing-service.ts';

/** Stripe's events are larger than our JSON bodies; a checkout session is a few KB. */
const webhookBodyLimit = 1024 * 1024;

const webhookRoute = {
  bodyLimit: webhookBodyLimit,
  schema: {
    description: "Stripe's signed event: the raw bytes Stripe sent and its Stripe-Signature.",
    response: { 200: z.object({ received: z.literal(true) }), ...failureResponses },
  },
};

/** Our checkout's id, which we gave Stripe; a session of anyone else's names none. */
const checkoutIdOf = (session: Stripe.Checkout.Session): string | undefined =>
  z.uuid().safeParse(session.metadata?.checkoutId ?? session.client_reference_id).data;

/**
 * `POST /api/webhooks/stripe`: Stripe's signed events. The signature covers the exact bytes
 * sent, so this scope keeps the body raw; a bad or stale signature is 400 and changes
 * nothing. Credits come only from here, never from the browser's return.
 */
export async function stripeWebhookRoutes(
  app: Api,
  stripe: Stripe,
  webhookSecret: string,
  billing: BillingService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    scope.post('/webhooks/stripe', webhookRoute, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError(400, errorCodes.invalidSignature, 'Missing Stripe signature.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new AppError(400, errorCodes.invalidSignature, 'Invalid Stripe signature.');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const checkoutId = checkoutIdOf(event.data.object);
          // A delayed payment method completes the session unpaid; its success event follows.
          if (checkoutId && event.data.object.payment_status !== 'unpaid') {
            await billing.fulfil(checkoutId);
          }
          break;
        }
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed': {
          const checkoutId = checkoutIdOf(event.data.object);
          if (checkoutId) await billing.expire(checkoutId);
          break;
        }
        default:
          break;
      }
      return { received: true };
    });
  });
}
