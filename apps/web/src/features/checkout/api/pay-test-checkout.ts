import type { CheckoutDone } from '@resumegrader/contract/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshBilling } from '@/lib/billing';
import { useLeaveCheckout } from '../hooks/use-leave-checkout';
import { testCheckoutQueryKey } from './get-test-checkout';

/** The test page's Pay (billing-service.ts): answers where to go next. */
export function payTestCheckout(checkoutId: string): Promise<CheckoutDone> {
  return apiRequest<CheckoutDone>(`/checkout/test/${encodeURIComponent(checkoutId)}/pay`, {
    method: 'POST',
  });
}

/**
 * Pay, then leave for `redirectTo` (the account page) once the credits and purchases have
 * been re-read, so that page opens with the new balance. The server grants a checkout once;
 * paying it again answers the same redirect. A refusal (cancelled meanwhile in another tab)
 * toasts through the query client and re-reads the checkout to show its state.
 */
export function usePayTestCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  const leave = useLeaveCheckout();
  return useMutation({
    mutationFn: () => payTestCheckout(checkoutId),
    onSuccess: async ({ redirectTo }) => {
      await refreshBilling(queryClient);
      await leave(redirectTo);
      // Gone, not kept as 'open': were this page shown again, it must ask the server.
      queryClient.removeQueries({ queryKey: testCheckoutQueryKey(checkoutId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: testCheckoutQueryKey(checkoutId) }),
  });
}
