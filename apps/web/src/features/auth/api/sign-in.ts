import type { SignIn } from '@resumegrader/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';
import { useEnterAccount } from '@/lib/auth';
import { pendingVerification } from '@/lib/pending-verification';

/** better-auth's `POST /api/auth/sign-in/email`; the session is then re-read. */
export function signIn(body: SignIn): Promise<unknown> {
  return apiRequest<unknown>('/auth/sign-in/email', { method: 'POST', body });
}

/** The login form shows a refusal itself, so no global toast. */
export function useSignIn() {
  const enterAccount = useEnterAccount();
  return useMutation({
    mutationFn: signIn,
    meta: { silent: true },
    onSuccess: async () => {
      pendingVerification.clear();
      toast.success('You are successfully logged in');
      await enterAccount('/dashboard');
    },
  });
}
