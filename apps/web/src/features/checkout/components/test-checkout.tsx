import { billingMessages, type TestCheckout as Checkout } from '@resumegrader/contract/billing';
import { formatPrice } from '@resumegrader/contract/plans';
import { CircleCheck, CircleX, CreditCard, FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 md:py-20">
      <title>Test checkout — ResumeGrader</title>
      <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <FlaskConical aria-hidden className="size-4" />
          Test payment provider
        </p>
        <h1 className="mt-2 text-h2 font-extrabold">Test checkout</h1>
        {children}
      </div>
    </div>
  );
}

function Summary({ checkout }: { checkout: Checkout }) {
  return (
    <dl className="mt-6 divide-y divide-line rounded-control border border-line">
      <div className="flex justify-between gap-4 px-4 py-3">
        <dt className="text-ink-muted">Plan</dt>
        <dd className="font-semibold">{checkout.planName}</dd>
      </div>
      <div className="flex justify-between gap-4 px-4 py-3">
        <dt className="text-ink-muted">Credits</dt>
        <dd className="font-semibold">{checkout.credits}</dd>
      </div>
      <div className="flex justify-between gap-4 bg-surface-muted px-4 py-3">
        <dt className="font-semibold">Total</dt>
        <dd className="text-h3 font-bold">{formatPrice(checkout.amountCents)}</dd>
      </div>
    </dl>
  );
}

function OpenCheckout({ checkout }: { checkout: Checkout }) {
  const pay = usePayTestCheckout(checkout.id);
  const cancel = useCancelTestCheckout(checkout.id);
  // Busy until the next page has opened: a second click neither pays twice nor cancels.
  const busy = pay.isPending || pay.isSuccess || cancel.isPending || cancel.isSuccess;
  return (
    <>
      <p className="mt-6 flex gap-3 rounded-control bg-surface-tint p-4 text-sm text-ink-muted">
        <CreditCard aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          This is a test checkout: no real card is charged. Pay adds the credits to your account at
          once.
        </span>
      </p>
      <div className="mt-6 flex flex-col items-center gap-3">
        <Button size="lg" className="w-full" disabled={busy} onClick={() => pay.mutate()}>
          {(pay.isPending || pay.isSuccess) && <Spinner />}
          Pay
        </Button>
        <button
          type="button"
          className="rounded-control px-2 py-1 font-semibold text-brand-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-ink-subtle"
          disabled={busy}
          onClick={() => cancel.mutate()}
        >
          Cancel
        </button>
      </div>
    </>
  );
}

function ClosedCheckout({ state }: { state: 'completed' | 'cancelled' }) {
  const paid = state === 'completed';
  const Icon = paid ? CircleCheck : CircleX;
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="flex items-center gap-3 font-semibold">
        <Icon aria-hidden className={paid ? 'size-5 text-success-700' : 'size-5 text-ink-muted'} />
        {paid ? 'This checkout is already paid.' : 'This checkout was cancelled.'}
      </p>
      <p className="text-ink-muted">
        {paid
          ? 'Its credits are in your account; paying again would not add more.'
          : 'Nothing was charged. Choose a plan again whenever you are ready.'}
      </p>
      {paid ? (
        <ButtonLink to="/account" className="w-full">
          Go to your account
        </ButtonLink>
      ) : (
        <ButtonLink to="/pricing" className="w-full">
          Choose a plan
        </ButtonLink>
      )}
    </div>
  );
}

/**
 * The embedded test payment provider's page (CONTRACT.md section 2), standing in for the
 * card provider's: the plan and price, 'Pay' and 'Cancel'.
 */
export function TestCheckout({ checkoutId }: { checkoutId: string }) {
  const checkout = useTestCheckout(checkoutId);
  if (checkout.isPending) {
    return (
      <Frame>
        <div role="status" aria-label="Loading checkout" className="mt-6 space-y-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </Frame>
    );
  }
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiRequestError && checkout.error.status === 404;
    return (
      <Frame>
        <p role="alert" className="mt-6 text-ink-muted">
          {missing ? billingMessages.checkoutNotFound : checkout.error.message}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {!missing && <Button onClick={() => void checkout.refetch()}>Try again</Button>}
          <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-4">
            Back to pricing
          </Link>
        </div>
      </Frame>
    );
  }
  return (
    <Frame>
      <Summary checkout={checkout.data} />
      {checkout.data.state === 'open' ? (
        <OpenCheckout checkout={checkout.data} />
      ) : (
        <ClosedCheckout state={checkout.data.state} />
      )}
    </Frame>
  );
}
