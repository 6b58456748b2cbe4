import type { PurchaseList } from '@resumegrader/contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { purchasesQueryKey } from '@/lib/billing';

export function getPurchases(signal?: AbortSignal): Promise<PurchaseList> {
  return apiRequest<PurchaseList>('/purchases', signal ? { signal } : {});
}

/** The list shows a failure itself, with a retry, so no toast. */
export const purchasesQueryOptions = queryOptions({
  queryKey: purchasesQueryKey,
  queryFn: ({ signal }) => getPurchases(signal),
  meta: { silent: true },
});

export function usePurchases() {
  return useQuery(purchasesQueryOptions);
}
