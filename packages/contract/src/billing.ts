import { z } from 'zod';
import { type Plan, planIdSchema, plans } from './plans.ts';

/** The plan whose credit count is `numberOfCredits` (SPEC section 9: 'plan credit count'). */
export function planForCredits(numberOfCredits: number): Plan | undefined {
  return plans.find((plan) => plan.credit === numberOfCredits);
}

/** `POST /api/subscribe` (SPEC section 3 'Credit purchase'): a plan's credit count. */
export const subscribeSchema = z.strictObject({
  numberOfCredits: z
    .number('Please choose a plan')
    .int()
    .refine((n) => planForCredits(n) !== undefined, {
      message: `Please choose one of the plans (${plans.map((p) => p.credit).join(', ')} credits)`,
    }),
});
export type Subscribe = z.infer<typeof subscribeSchema>;

/** Where the browser goes next: the provider's checkout page. */
export const checkoutUrlSchema = z.object({ url: z.string() });
export type CheckoutUrl = z.infer<typeof checkoutUrlSchema>;

/** `?checkout=` on the page checkout returns to, for the success or cancelled toast. */
export const checkoutReturns = { success: 'success', cancelled: 'cancelled' } as const;

export const checkoutStates = ['open', 'completed', 'cancelled'] as const;

/**
 * The test provider's checkout (CONTRACT.md section 2), `GET /api/checkout/test/{id}`: the
 * page headed 'Test checkout' shows the plan and price with 'Pay' and 'Cancel'.
 */
export const testCheckoutSchema = z.object({
  id: z.string(),
  plan: planIdSchema,
  planName: z.string(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  state: z.enum(checkoutStates),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** `POST /api/checkout/test/{id}/pay` and `/cancel`: where to send the browser. */
export const checkoutDoneSchema = z.object({ redirectTo: z.string() });
export type CheckoutDone = z.infer<typeof checkoutDoneSchema>;

/** `GET /api/purchases`: the account's completed purchases, newest first. */
export const purchaseSchema = z.object({
  id: z.string(),
  /** When the payment completed. */
  date: z.iso.datetime(),
  plan: planIdSchema,
  planName: z.string(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchaseListSchema = z.object({ items: z.array(purchaseSchema) });
export type PurchaseList = z.infer<typeof purchaseListSchema>;

export const billingMessages = {
  purchased: 'Payment received. Your credits have been added.',
  cancelled: 'Payment cancelled. No charge was made.',
  /** SPEC section 8. */
  unsubscribed: 'Successfully unsubscribed!',
  notSubscribed: 'You have no paid plan to unsubscribe from.',
  checkoutNotFound: 'This checkout does not exist or has expired.',
} as const;

/** `{id}` of the test provider's checkout calls. */
export const checkoutIdParamsSchema = z.object({ id: z.uuid(billingMessages.checkoutNotFound) });
