import { type Comparison, comparisonSchema } from '@resumegrader/contract/versions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessClientError } from '@/lib/api-client';

export function getComparison(resumeId: string, signal?: AbortSignal): Promise<Comparison> {
  return apiRequest(`/resume/${encodeURIComponent(resumeId)}/comparison`, {
    schema: comparisonSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * This version against the one before it (issue 16). Not kept forever like the grading: it
 * changes when the earlier version is graded or deleted. A failure toasts through the query
 * cache; the report itself still shows.
 */
export const comparisonQueryOptions = (resumeId: string) =>
  queryOptions({
    queryKey: ['comparison', resumeId],
    queryFn: ({ signal }) => getComparison(resumeId, signal),
    retry: retryOnceUnlessClientError,
    // Asked again on every visit: a version deleted meanwhile changes the answer.
    staleTime: 0,
  });

export function useComparison(resumeId: string) {
  return useQuery(comparisonQueryOptions(resumeId));
}
