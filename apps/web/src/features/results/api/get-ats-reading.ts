import { type AtsReading, atsReadingSchema } from '@resumegrader/contract/ats-reading';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessClientError } from '@/lib/api-client';

export function getAtsReading(resumeId: string, signal?: AbortSignal): Promise<AtsReading> {
  return apiRequest(`/resume/${encodeURIComponent(resumeId)}/ats-reading`, {
    schema: atsReadingSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The server works the reading out once and keeps it, so it never changes. The tab shows a
 * failure itself, with a way to try again.
 */
export const atsReadingQueryOptions = (resumeId: string) =>
  queryOptions({
    queryKey: ['ats-reading', resumeId],
    queryFn: ({ signal }) => getAtsReading(resumeId, signal),
    retry: retryOnceUnlessClientError,
    staleTime: Infinity,
    meta: { silent: true },
  });

export function useAtsReading(resumeId: string) {
  return useQuery(atsReadingQueryOptions(resumeId));
}
