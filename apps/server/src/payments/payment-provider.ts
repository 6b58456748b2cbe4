import type { Plan } from '@resumegrader/contract/plans';

export interface CheckoutRequest {
  checkoutId: string;
  plan: Plan;
  email: string;
  /** Where the browser comes back: this app's origin. */
  origin: string;
}

/**
 * Where the browser pays. Credits are granted by the billing service's `fulfil`, called by
 * the provider's confirmation (Stripe's signed webhook, the test page's Pay), never by the
 * browser's return to the app.
 */
export interface PaymentProvider {
  kind: 'test' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId?: string }>;
}

export const currency = 'usd';

/** The pages checkout returns to (`?checkout=` shows the toast there). */
export const returnPaths = {
  success: '/account?checkout=success',
  cancelled: '/pricing?checkout=cancelled',
};
