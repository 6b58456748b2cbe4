import type { AnalysisResult } from '@resumegrader/contract/review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { analysisResultQueryKey } from '@/lib/grading';

export function getAnalysisResult(resumeId: string, signal?: AbortSignal): Promise<AnalysisResult> {
  return apiRequest<AnalysisResult>(
    `/resume/analysis-result/${encodeURIComponent(resumeId)}`,
    signal ? { signal } : {},
  );
}

/** A 4xx (not yours, not graded, no such report) will not change on a second try. */
const retryOnce = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/** A failure toasts through the query cache (SPEC section 8); the page then leaves for /. */
export const analysisResultQueryOptions = (resumeId: string) =>
  queryOptions({
    queryKey: analysisResultQueryKey(resumeId),
    queryFn: ({ signal }) => getAnalysisResult(resumeId, signal),
    retry: retryOnce,
    // A graded report never changes.
    staleTime: Infinity,
  });

export function useAnalysisResult(resumeId: string) {
  return useQuery(analysisResultQueryOptions(resumeId));
}
