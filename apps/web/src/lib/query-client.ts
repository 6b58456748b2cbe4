import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` when the screen shows the error itself (a banner, a form). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

const showError = (error: Error) => toast.error(error.message);

/** Failures toast in one place unless the caller says it shows them itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) showError(error);
      },
    }),
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}
