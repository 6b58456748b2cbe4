import { errorCodes } from '@resumegrader/contract/errors';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../http/app-error.ts';
import type { BillingService } from '../services/billing-service.ts';

/** Stripe's events are larger than our JSON bodies; a checkout session is a few KB. */
const webhookBodyLimit = 1024 * 1024;

const checkoutIdOf = (session: Stripe.Checkout.Session) =>
  session.metadata?.checkoutId ?? session.client_reference_id ?? '';

/**
 * `POST /api/webhooks/stripe`: Stripe's signed events. The signature covers the exact bytes
 * sent, so this scope keeps the body raw; a bad or stale signature is 400 and changes
 * nothing. Credits come only from here, never from the browser's return.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  stripe: Stripe,
  webhookSecret: string,
  billing: BillingService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    scope.post('/webhooks/stripe', { bodyLimit: webhookBodyLimit }, async (request) => {
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
        case 'checkout.session.async_payment_succeeded':
          // A delayed payment method completes the session unpaid; its success event follows.
          if (event.data.object.payment_status !== 'unpaid') {
            await billing.fulfil(checkoutIdOf(event.data.object));
          }
          break;
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          await billing.expire(checkoutIdOf(event.data.object));
          break;
        default:
          break;
      }
      return { received: true };
    });
  });
}
