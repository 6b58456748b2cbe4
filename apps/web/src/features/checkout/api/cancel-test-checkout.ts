import type { CheckoutDone } from '@resumegrader/contract/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLeaveCheckout } from '../hooks/use-leave-checkout';
import { testCheckoutQueryKey } from './get-test-checkout';

/** The test page's Cancel (billing-service.ts): answers where to go next. */
export function cancelTestCheckout(checkoutId: string): Promise<CheckoutDone> {
  return apiRequest<CheckoutDone>(`/checkout/test/${encodeURIComponent(checkoutId)}/cancel`, {
    method: 'POST',
  });
}

/** Cancel, then back to `redirectTo` (the pricing page, which toasts that nothing was charged). */
export function useCancelTestCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  const leave = useLeaveCheckout();
  return useMutation({
    mutationFn: () => cancelTestCheckout(checkoutId),
    onSuccess: ({ redirectTo }) => leave(redirectTo),
    onError: () => queryClient.invalidateQueries({ queryKey: testCheckoutQueryKey(checkoutId) }),
  });
}
