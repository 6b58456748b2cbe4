import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';

export interface ResetPassword {
  email: string;
  otp: string;
  password: string;
}

/** better-auth's `POST /api/auth/email-otp/reset-password`: the mailed code sets a new password. */
export function resetPassword(body: ResetPassword): Promise<unknown> {
  return apiRequest<unknown>('/auth/email-otp/reset-password', { method: 'POST', body });
}

/** The form shows a refusal itself, so no global toast. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: { silent: true },
    onSuccess: () => {
      toast.success('Password reset successful');
    },
  });
}
