import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLeaveCheckout } from '../hooks/use-leave-checkout';
import { postTestCheckout, testCheckoutQueryKey } from './get-test-checkout';

/** Cancel, then back to `redirectTo` (the pricing page, which toasts that nothing was charged). */
export function useCancelTestCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  const leave = useLeaveCheckout();
  return useMutation({
    mutationFn: () => postTestCheckout(checkoutId, 'cancel'),
    onSuccess: ({ redirectTo }) => leave(redirectTo),
    onError: () => queryClient.invalidateQueries({ queryKey: testCheckoutQueryKey(checkoutId) }),
  });
}
