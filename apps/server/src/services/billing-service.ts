import { randomUUID } from 'node:crypto';
import {
  billingMessages,
  type CheckoutDone,
  type CheckoutUrl,
  planForCredits,
  type PurchaseList,
  type TestCheckout,
} from '@resumegrader/contract/billing';
import { errorCodes } from '@resumegrader/contract/errors';
import { type PlanId, planIdSchema, plans } from '@resumegrader/contract/plans';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { currency, type PaymentProvider, returnPaths } from '../payments/payment-provider.ts';
import { checkoutRepository, type CheckoutRow } from '../repositories/checkout-repository.ts';
import { creditRepository } from '../repositories/credit-repository.ts';
import { userRepository } from '../repositories/user-repository.ts';

const checkoutNotFound = () =>
  new AppError(404, errorCodes.notFound, billingMessages.checkoutNotFound);
const purchasesShown = 100;

const planOf = (row: CheckoutRow) => {
  const id: PlanId = planIdSchema.parse(row.plan);
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
};

export interface BillingServiceDeps {
  db: Db;
  /** Undefined when no provider is configured (production without Stripe). */
  provider: PaymentProvider | undefined;
  log: FastifyBaseLogger;
}

/**
 * Buying credits (issue 6, docs/decisions/013-payments.md). A checkout row is written
 * before the browser leaves; `fulfil` completes it once — moving it from open to
 * completed, adding the ledger row and the credits, in one transaction — whoever calls it
 * and however often.
 */
export function billingService({ db, provider, log }: BillingServiceDeps) {
  const checkouts = checkoutRepository(db);
  const users = userRepository(db);

  async function fulfil(checkoutId: string): Promise<boolean> {
    const granted = await db.transaction().execute(async (trx) => {
      const paid = await checkoutRepository(trx).close(checkoutId, 'completed');
      // Already paid (a replayed webhook, a second click) or cancelled: nothing to do.
      if (!paid) return false;
      // The account was deleted before the payment arrived: the payment stays recorded.
      if (!paid.userId) return true;
      await creditRepository(trx).grant(
        paid.userId,
        'purchase',
        paid.credits,
        `checkout:${paid.id}`,
      );
      await userRepository(trx).setSubscription(paid.userId, paid.plan);
      return true;
    });
    if (granted) log.info({ checkoutId }, 'checkout fulfilled');
    return granted;
  }

  /**
   * The test checkout's page is reached by its url alone, as Stripe's is: the random id is
   * the key, and paying only ever credits the account that opened the checkout.
   */
  async function testCheckoutRow(id: string): Promise<CheckoutRow> {
    const row = await checkouts.findById(id);
    if (!row || row.provider !== 'test') throw checkoutNotFound();
    return row;
  }

  return {
    fulfil,

    async subscribe(
      user: { id: string; email: string },
      numberOfCredits: number,
      origin: string,
    ): Promise<CheckoutUrl> {
      const plan = planForCredits(numberOfCredits);
      if (!plan) throw new AppError(400, errorCodes.validation, 'Please choose one of the plans.');
      if (!provider) {
        throw new AppError(
          503,
          errorCodes.paymentsUnavailable,
          'Payments are not available right now. Please try again later.',
        );
      }
      const checkoutId = randomUUID();
      await checkouts.insert({
        id: checkoutId,
        userId: user.id,
        provider: provider.kind,
        plan: plan.id,
        credits: plan.credit,
        amountCents: plan.priceCents,
        currency,
      });
      const { url, providerSessionId } = await provider.createCheckout({
        checkoutId,
        plan,
        email: user.email,
        origin,
      });
      if (providerSessionId) await checkouts.setProviderSession(checkoutId, providerSessionId);
      return { url };
    },

    async purchases(userId: string): Promise<PurchaseList> {
      const rows = await checkouts.listCompleted(userId, purchasesShown);
      return {
        items: rows.map((row) => ({
          id: row.id,
          date: (row.completedAt ?? row.createdAt).toISOString(),
          plan: planOf(row).id,
          planName: planOf(row).planeName,
          credits: row.credits,
          amountCents: row.amountCents,
          currency: row.currency,
        })),
      };
    },

    /**
     * Credit packs are single payments, so there is no renewal to stop: unsubscribing
     * returns the account to the free plan and keeps every credit already bought.
     */
    async unsubscribe(userId: string): Promise<{ message: string }> {
      if (!(await users.setSubscription(userId, 'free'))) {
        throw new AppError(409, errorCodes.notSubscribed, billingMessages.notSubscribed);
      }
      return { message: billingMessages.unsubscribed };
    },

    async testCheckout(id: string): Promise<TestCheckout> {
      const row = await testCheckoutRow(id);
      const plan = planOf(row);
      return {
        id: row.id,
        plan: plan.id,
        planName: plan.planeName,
        credits: row.credits,
        amountCents: row.amountCents,
        state: row.state,
      };
    },

    /** The test page's Pay: completes the checkout once; paying again changes nothing. */
    async payTest(id: string): Promise<CheckoutDone> {
      const row = await testCheckoutRow(id);
      if (row.state === 'cancelled') {
        throw new AppError(409, errorCodes.checkoutClosed, 'This checkout was cancelled.');
      }
      // Not fulfilled now: paid before (fine, the same answer) or cancelled meanwhile.
      if (!(await fulfil(row.id)) && (await testCheckoutRow(id)).state === 'cancelled') {
        throw new AppError(409, errorCodes.checkoutClosed, 'This checkout was cancelled.');
      }
      return { redirectTo: returnPaths.success };
    },

    async cancelTest(id: string): Promise<CheckoutDone> {
      const row = await testCheckoutRow(id);
      if (row.state === 'completed') {
        throw new AppError(409, errorCodes.checkoutClosed, 'This checkout is already paid.');
      }
      await checkouts.close(row.id, 'cancelled');
      return { redirectTo: returnPaths.cancelled };
    },

    /** Stripe gave up on a session (expired unpaid): it can no longer be fulfilled. */
    async expire(checkoutId: string): Promise<void> {
      await checkouts.close(checkoutId, 'cancelled');
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;
