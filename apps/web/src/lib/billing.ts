import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from './api/get-user';

/** `GET /api/purchases`: read by the account page, refreshed by whoever completes a payment. */
export const purchasesQueryKey = ['purchases'] as const;

/** After a payment or an unsubscribe: the credits, the plan and the purchase list changed. */
export function refreshBilling(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: purchasesQueryKey }),
  ]).then(() => undefined);
}
