import {
  type JobMatch,
  type JobMatchListItem,
  type JobMatchRequest,
  jobMatchSchema,
} from '@resumegrader/contract/job-match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobMatchQueryKey } from './get-job-match';
import { jobMatchesQueryKey } from './get-job-matches';

export function matchJob(resumeId: string, request: JobMatchRequest): Promise<JobMatch> {
  return apiRequest(`/resume/${encodeURIComponent(resumeId)}/job-match`, {
    method: 'POST',
    body: request,
    schema: jobMatchSchema,
  });
}

/**
 * The new match goes straight into the cache, at the head of the saved list, so the tab
 * shows it without another round trip. The form shows a refusal itself, so no global toast.
 */
export function useMatchJob(resumeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: JobMatchRequest) => matchJob(resumeId, request),
    meta: { silent: true },
    onSuccess: (match) => {
      queryClient.setQueryData(jobMatchQueryKey(resumeId, match.id), match);
      const item: JobMatchListItem = {
        id: match.id,
        createdAt: match.createdAt,
        jobTitle: match.jobTitle,
        score: match.score,
      };
      queryClient.setQueryData<JobMatchListItem[]>(jobMatchesQueryKey(resumeId), (list = []) => [
        item,
        ...list.filter((saved) => saved.id !== match.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: jobMatchesQueryKey(resumeId) });
    },
  });
}
