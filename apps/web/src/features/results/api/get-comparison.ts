import { type Comparison, comparisonSchema } from '@resumegrader/contract/versions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessClientError } from '@/lib/api-client';

/** `?with=`: the earlier version to compare with; none asks for the newest graded one. */
export const comparisonQuery = (compareWith: string | undefined) =>
  compareWith ? `?with=${encodeURIComponent(compareWith)}` : '';

export function getComparison(
  resumeId: string,
  compareWith: string | undefined,
  signal?: AbortSignal,
): Promise<Comparison> {
  return apiRequest(
    `/resume/${encodeURIComponent(resumeId)}/comparison${comparisonQuery(compareWith)}`,
    { schema: comparisonSchema, ...(signal ? { signal } : {}) },
  );
}

/**
 * This version against an earlier graded one (issue 16, issue 35). Not kept forever like
 * the grading: it changes when an earlier version is graded or deleted. A failure toasts
 * through the query cache; the report itself still shows.
 */
export const comparisonQueryOptions = (resumeId: string, compareWith?: string) =>
  queryOptions({
    queryKey: ['comparison', resumeId, compareWith ?? 'newest'],
    queryFn: ({ signal }) => getComparison(resumeId, compareWith, signal),
    retry: retryOnceUnlessClientError,
    // Asked again on every visit: a version deleted meanwhile changes the answer.
    staleTime: 0,
    // Another version chosen: the comparison shown stays until the new one is in.
    placeholderData: keepPreviousData,
  });

export function useComparison(resumeId: string, compareWith?: string) {
  return useQuery(comparisonQueryOptions(resumeId, compareWith));
}
