import type { JobMatchListItem } from '@resumegrader/contract/job-match';
import { messageSchema } from '@resumegrader/contract/message';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';
import { jobMatchQueryKey } from './get-job-match';
import { jobMatchesQueryKey } from './get-job-matches';

export function deleteJobMatch(resumeId: string, matchId: string): Promise<{ message: string }> {
  return apiRequest(
    `/resume/${encodeURIComponent(resumeId)}/job-match/${encodeURIComponent(matchId)}`,
    { method: 'DELETE', schema: messageSchema },
  );
}

/**
 * The server's message is the toast ('Job match deleted'). The match leaves the saved list
 * at once, so the tab falls back to the newest one left; a failure toasts globally.
 */
export function useDeleteJobMatch(resumeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) => deleteJobMatch(resumeId, matchId),
    onSuccess: ({ message }, matchId) => {
      toast.success(message);
      queryClient.setQueryData<JobMatchListItem[]>(jobMatchesQueryKey(resumeId), (list) =>
        list?.filter((saved) => saved.id !== matchId),
      );
      queryClient.removeQueries({ queryKey: jobMatchQueryKey(resumeId, matchId) });
      void queryClient.invalidateQueries({ queryKey: jobMatchesQueryKey(resumeId) });
    },
  });
}
