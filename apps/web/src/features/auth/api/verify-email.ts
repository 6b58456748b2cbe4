import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';
import { useEnterAccount } from '@/lib/auth';
import { pendingVerification } from '@/lib/pending-verification';

export interface VerifyEmail {
  email: string;
  otp: string;
}

/** better-auth's `POST /api/auth/email-otp/verify-email`: the right code signs the new user in. */
export function verifyEmail(body: VerifyEmail): Promise<unknown> {
  return apiRequest<unknown>('/auth/email-otp/verify-email', { method: 'POST', body });
}

/**
 * Signs the new user in and (with a visitor's upload waiting) goes on to grade it. The form
 * shows a refusal itself, so no global toast.
 */
export function useVerifyEmail() {
  const enterAccount = useEnterAccount();
  return useMutation({
    mutationFn: verifyEmail,
    meta: { silent: true },
    onSuccess: async () => {
      pendingVerification.clear();
      toast.success('You have successfully signed up!');
      await enterAccount('/dashboard');
    },
  });
}
