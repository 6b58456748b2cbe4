import type { TestCheckout } from '@resumegrader/contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessClientError } from '@/lib/api-client';

export function getTestCheckout(checkoutId: string, signal?: AbortSignal): Promise<TestCheckout> {
  return apiRequest<TestCheckout>(
    `/checkout/test/${encodeURIComponent(checkoutId)}`,
    signal ? { signal } : {},
  );
}

export const testCheckoutQueryKey = (checkoutId: string) => ['test-checkout', checkoutId] as const;

/** The page shows a failure itself ('does not exist or has expired' for a 404). */
export const testCheckoutQueryOptions = (checkoutId: string) =>
  queryOptions({
    queryKey: testCheckoutQueryKey(checkoutId),
    queryFn: ({ signal }) => getTestCheckout(checkoutId, signal),
    meta: { silent: true },
    retry: retryOnceUnlessClientError,
    // Back to this page after paying must show it paid, not a cached open checkout.
    staleTime: 0,
  });

export function useTestCheckout(checkoutId: string) {
  return useQuery(testCheckoutQueryOptions(checkoutId));
}
