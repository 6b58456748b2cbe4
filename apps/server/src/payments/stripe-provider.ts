import Stripe from 'stripe';
import { currency, type PaymentProvider, returnPaths } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A stand-in for Stripe's API (tests); Stripe's own when undefined. */
  apiUrl: string | undefined;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe Checkout in payment mode: a credit pack is one payment, not a recurring plan. */
export function stripePaymentProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    async createCheckout({ checkoutId, plan, email, origin }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency,
                unit_amount: plan.priceCents,
                product_data: { name: `ResumeGrader ${plan.planeName}: ${plan.creditLabel}` },
              },
            },
          ],
          client_reference_id: checkoutId,
          metadata: { checkoutId },
          customer_email: email,
          success_url: `${origin}${returnPaths.success}`,
          cancel_url: `${origin}${returnPaths.cancelled}`,
        },
        // A retried request (network blip) must not open a second session.
        { idempotencyKey: `checkout-${checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { url: session.url, providerSessionId: session.id };
    },
  };
}
