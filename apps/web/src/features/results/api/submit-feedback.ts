import type { Feedback } from '@resumegrader/contract/review';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';

export function submitFeedback(feedback: Feedback): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/submit-feedback', { method: 'POST', body: feedback });
}

/**
 * Success toasts the server's own message (SPEC section 7: 'returns data.message'). The
 * form shows a refusal itself, so no global toast.
 */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: submitFeedback,
    meta: { silent: true },
    onSuccess: ({ message }) => toast.success(message),
  });
}
