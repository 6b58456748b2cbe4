import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { sendCode } from './send-code';

/** The reset code goes out like every code: one endpoint, one limit per address. */
export function requestPasswordReset({ email }: { email: string }): Promise<unknown> {
  return sendCode({ email, type: 'forget-password' });
}

/** The form shows a refusal itself, so no global toast. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    meta: { silent: true },
    onSuccess: () => {
      toast.success('We have sent a code. Check your email');
    },
  });
}
