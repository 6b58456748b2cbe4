import {
  type RenameResume,
  type ResumeListItem,
  resumeMessages,
} from '@resumegrader/contract/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';
import { resumesQueryKey } from '@/lib/grading';

export function renameResume(resumeId: string, body: RenameResume): Promise<ResumeListItem> {
  return apiRequest<ResumeListItem>(`/resume/update_resumes/${resumeId}`, {
    method: 'PUT',
    body,
  });
}

/** A failure toasts the server's message (SPEC section 8) through the query client. */
export function useRenameResume(resumeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileName: string) => renameResume(resumeId, { fileName }),
    onSuccess: async () => {
      toast.success(resumeMessages.renamed);
      // Awaited, so the card shows the new name until the list has it too.
      await queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
  });
}
