import type { PaymentProvider } from './payment-provider.ts';

/**
 * The embedded default (CONTRACT.md section 2): our own page, headed 'Test checkout',
 * whose Pay button completes the checkout through the same fulfilment as Stripe's webhook.
 */
export const testPaymentProvider: PaymentProvider = {
  kind: 'test',
  async createCheckout({ checkoutId, origin }) {
    return { url: `${origin}/checkout/test/${checkoutId}` };
  },
};
