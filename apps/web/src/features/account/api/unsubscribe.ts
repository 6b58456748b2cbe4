import { errorCodes } from '@resumegrader/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { refreshBilling } from '@/lib/billing';

export function unsubscribe(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/unsubscribe', { method: 'DELETE' });
}

/**
 * `DELETE /api/unsubscribe`: back to the free plan; bought credits stay. The page waits for
 * the refreshed user, so the Unsubscribe button is gone when the toast shows. A 409 (already
 * free, say from another tab) toasts through the query client and refreshes the stale plan.
 */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: async ({ message }) => {
      await refreshBilling(queryClient);
      toast.success(message);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === errorCodes.notSubscribed) {
        void refreshBilling(queryClient);
      }
    },
  });
}
