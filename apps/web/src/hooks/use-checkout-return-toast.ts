import { billingMessages, checkoutReturns } from '@resumegrader/contract/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { refreshBilling } from '@/lib/billing';

const param = 'checkout';

/**
 * The pages a checkout returns to (/account after paying, /pricing after cancelling) call
 * this: `?checkout=success` or `?checkout=cancelled` toasts once, then leaves the address
 * (replacing the history entry), so a reload or Back does not toast again. It lives with
 * those lazy pages rather than in the layout, which would pull the contract's billing
 * schemas into the first page's JavaScript.
 */
export function useCheckoutReturnToast(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get(param);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (outcome === null) return;
    // The toast ids make the effect's second run (React's StrictMode) a no-op.
    if (outcome === checkoutReturns.success) {
      toast.success(billingMessages.purchased, { toastId: 'checkout-success' });
      // A provider's page may return with a full load or from the back-forward cache.
      void refreshBilling(queryClient);
    } else if (outcome === checkoutReturns.cancelled) {
      toast.info(billingMessages.cancelled, { toastId: 'checkout-cancelled' });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [outcome, setSearchParams, queryClient]);
}
