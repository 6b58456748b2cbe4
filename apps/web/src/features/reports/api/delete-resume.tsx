import type { Message } from '@resumegrader/contract/message';
import { timings } from '@resumegrader/contract/timings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';
import { lastReport } from '@/components/layout/nav-items';
import { analysisResultQueryKey, resumesQueryKey } from '@/lib/grading';
import { UndoToast } from '../components/undo-toast';

export function deleteResume(resumeId: string): Promise<Message> {
  return apiRequest<Message>(`/resume/${resumeId}`, { method: 'DELETE' });
}

/** `POST /api/resume/{id}/restore`: the toast's Undo, within the undo window. */
export function restoreResume(resumeId: string): Promise<Message> {
  return apiRequest<Message>(`/resume/${resumeId}/restore`, { method: 'POST' });
}

/** Undo on the delete toast: the report comes back whole, and the list shows it again. */
function useRestoreResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreResume,
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
  });
}

/**
 * SPEC section 4: delete, then reload the list; the server's message is the toast, with
 * an Undo for timings.deleteUndoMs (issue 35): a paid review is never lost to one click.
 * `onDeleted` runs after the reload, when the card (and the focus it had) is gone.
 */
export function useDeleteResume(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const restore = useRestoreResume();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: async ({ message }, resumeId) => {
      toast.success(
        ({ closeToast }) => (
          <UndoToast
            message={message}
            onUndo={() => {
              closeToast();
              restore.mutate(resumeId);
            }}
          />
        ),
        // The server keeps it restorable this long (and a little longer): no pause.
        { autoClose: timings.deleteUndoMs, pauseOnHover: false, pauseOnFocusLoss: false },
      );
      // The Results menu item and Back must not show a deleted report from the cache.
      queryClient.removeQueries({ queryKey: analysisResultQueryKey(resumeId) });
      if (lastReport.get() === resumeId) lastReport.clear();
      await queryClient.invalidateQueries({ queryKey: resumesQueryKey });
      onDeleted();
    },
  });
}
