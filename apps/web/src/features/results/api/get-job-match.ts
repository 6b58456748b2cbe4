import { type JobMatch, jobMatchSchema } from '@resumegrader/contract/job-match';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessClientError } from '@/lib/api-client';

export const jobMatchQueryKey = (resumeId: string, matchId: string) =>
  ['job-match', resumeId, matchId] as const;

export function getJobMatch(
  resumeId: string,
  matchId: string,
  signal?: AbortSignal,
): Promise<JobMatch> {
  return apiRequest(
    `/resume/${encodeURIComponent(resumeId)}/job-match/${encodeURIComponent(matchId)}`,
    { schema: jobMatchSchema, ...(signal ? { signal } : {}) },
  );
}

/** A saved match never changes; the tab shows a failure itself. */
export const jobMatchQueryOptions = (resumeId: string, matchId: string | null) =>
  queryOptions({
    queryKey: jobMatchQueryKey(resumeId, matchId ?? ''),
    queryFn: matchId ? ({ signal }) => getJobMatch(resumeId, matchId, signal) : skipToken,
    retry: retryOnceUnlessClientError,
    staleTime: Infinity,
    meta: { silent: true },
  });

/** The match shown in the tab; none while the resume has no saved match. */
export function useJobMatch(resumeId: string, matchId: string | null) {
  return useQuery(jobMatchQueryOptions(resumeId, matchId));
}
