import type { Message } from '@resumegrader/contract/message';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';
import { lastReport } from '@/components/layout/nav-items';
import { analysisResultQueryKey, resumesQueryKey } from '@/lib/grading';

export function deleteResume(resumeId: string): Promise<Message> {
  return apiRequest<Message>(`/resume/${resumeId}`, { method: 'DELETE' });
}

/**
 * SPEC section 4: delete, then reload the list; the server's message is the toast.
 * `onDeleted` runs after the reload, when the card (and the focus it had) is gone.
 */
export function useDeleteResume(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: async ({ message }, resumeId) => {
      toast.success(message);
      // The Results menu item and Back must not show a deleted report from the cache.
      queryClient.removeQueries({ queryKey: analysisResultQueryKey(resumeId) });
      if (lastReport.get() === resumeId) lastReport.clear();
      await queryClient.invalidateQueries({ queryKey: resumesQueryKey });
      onDeleted();
    },
  });
}
