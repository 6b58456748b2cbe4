import type { CheckoutUrl, Subscribe } from '@resumegrader/contract/billing';
import { subscribeLoginRequiredMessage } from '@resumegrader/contract/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/api/get-user';

/** `POST /api/subscribe`: opens a checkout for the plan with this many credits. */
export function subscribe(body: Subscribe): Promise<CheckoutUrl> {
  return apiRequest<CheckoutUrl>('/subscribe', { method: 'POST', body });
}

/**
 * Starts a checkout and sends the browser to the provider's page: a full page load, since
 * in production that page is the card provider's. A session that ended meanwhile (401) is
 * treated like a visitor: /login with SPEC section 5's message; other failures toast.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: subscribe,
    meta: { silent: true },
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) {
        queryClient.setQueryData(userQueryOptions.queryKey, null);
        toast.info(subscribeLoginRequiredMessage);
        void navigate('/login');
        return;
      }
      toast.error(error.message);
    },
  });
}
