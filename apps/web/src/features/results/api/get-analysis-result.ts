import type { AnalysisResult } from '@resumegrader/contract/review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessClientError } from '@/lib/api-client';
import { analysisResultQueryKey } from '@/lib/grading';

export function getAnalysisResult(resumeId: string, signal?: AbortSignal): Promise<AnalysisResult> {
  return apiRequest<AnalysisResult>(
    `/resume/analysis-result/${encodeURIComponent(resumeId)}`,
    signal ? { signal } : {},
  );
}

/** A failure toasts through the query cache (SPEC section 8); the page then leaves for /. */
export const analysisResultQueryOptions = (resumeId: string) =>
  queryOptions({
    queryKey: analysisResultQueryKey(resumeId),
    queryFn: ({ signal }) => getAnalysisResult(resumeId, signal),
    retry: retryOnceUnlessClientError,
    // A graded report never changes.
    staleTime: Infinity,
  });

export function useAnalysisResult(resumeId: string) {
  return useQuery(analysisResultQueryOptions(resumeId));
}
