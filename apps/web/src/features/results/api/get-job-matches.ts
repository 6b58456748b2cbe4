import { type JobMatchListItem, jobMatchListSchema } from '@resumegrader/contract/job-match';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessClientError } from '@/lib/api-client';

/** The saved matches of one resume, newest first; a new match or a deletion rewrites it. */
export const jobMatchesQueryKey = (resumeId: string) => ['job-matches', resumeId] as const;

export function getJobMatches(resumeId: string, signal?: AbortSignal): Promise<JobMatchListItem[]> {
  return apiRequest(`/resume/${encodeURIComponent(resumeId)}/job-matches`, {
    schema: jobMatchListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The tab shows a failure itself, with a way to try again. */
export const jobMatchesQueryOptions = (resumeId: string) =>
  queryOptions({
    queryKey: jobMatchesQueryKey(resumeId),
    queryFn: ({ signal }) => getJobMatches(resumeId, signal),
    retry: retryOnceUnlessClientError,
    meta: { silent: true },
  });

export function useJobMatches(resumeId: string) {
  return useQuery(jobMatchesQueryOptions(resumeId));
}
