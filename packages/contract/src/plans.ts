import { z } from 'zod';

export const planIdSchema = z.enum(['basic', 'standard', 'premium']);
export type PlanId = z.infer<typeof planIdSchema>;

export interface Plan {
  id: PlanId;
  /** Spelled as in the product specification. */
  planeName: string;
  credit: number;
  /** Label whose first word is the credit count (SPEC section 9). */
  creditLabel: string;
  priceCents: number;
  buttonText: string;
  Recommended: boolean;
}

export const plans: readonly Plan[] = [
  {
    id: 'basic',
    planeName: 'Basic',
    credit: 5,
    creditLabel: '5 Credits',
    priceCents: 999,
    buttonText: 'Get Started',
    Recommended: false,
  },
  {
    id: 'standard',
    planeName: 'Standard',
    credit: 10,
    creditLabel: '10 Credits',
    priceCents: 1499,
    buttonText: 'Get Started',
    Recommended: true,
  },
  {
    id: 'premium',
    planeName: 'Premium',
    credit: 20,
    creditLabel: '20 Credits',
    priceCents: 1999,
    buttonText: 'Get Started',
    Recommended: false,
  },
];

export const creditCostPerReview = 1;

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const subscribeLoginRequiredMessage = 'Please log in to subscribe to a plan.';
