import type { SendCode } from '@resumegrader/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** better-auth's `POST /api/auth/email-otp/send-verification-otp`: every code goes out here. */
export function sendCode(body: SendCode): Promise<unknown> {
  return apiRequest<unknown>('/auth/email-otp/send-verification-otp', { method: 'POST', body });
}

/** 'Resend Code': a failure toasts through the query client. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
