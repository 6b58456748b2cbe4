import type { SignUp } from '@resumegrader/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';

/** better-auth's `POST /api/auth/sign-up/email`: the account, and a code mailed to confirm it. */
export function signUp(body: SignUp): Promise<unknown> {
  return apiRequest<unknown>('/auth/sign-up/email', { method: 'POST', body });
}

/** The sign-up form shows a refusal itself, so no global toast. */
export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    meta: { silent: true },
    onSuccess: () => {
      toast.success('We have sent a verification code on your email');
    },
  });
}
