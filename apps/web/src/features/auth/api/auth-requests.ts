import type { SignIn, SignUp } from '@resumegrader/contract/auth';
import { apiRequest } from '@/lib/api-client';

/**
 * The account endpoints of better-auth under /api/auth. One module: each is a single POST
 * whose answer the screens do not read beyond success (the session is then re-fetched).
 */
export const signIn = (body: SignIn) =>
  apiRequest<unknown>('/auth/sign-in/email', { method: 'POST', body });
export const signUp = (body: SignUp) =>
  apiRequest<unknown>('/auth/sign-up/email', { method: 'POST', body });
export const verifyEmail = (body: { email: string; otp: string }) =>
  apiRequest<unknown>('/auth/email-otp/verify-email', { method: 'POST', body });
export const sendCode = (body: { email: string; type: 'email-verification' | 'forget-password' }) =>
  apiRequest<unknown>('/auth/email-otp/send-verification-otp', { method: 'POST', body });
/** The reset code goes out like every code: one endpoint, one limit per address. */
export const requestPasswordReset = ({ email }: { email: string }) =>
  sendCode({ email, type: 'forget-password' });
export const resetPassword = (body: { email: string; otp: string; password: string }) =>
  apiRequest<unknown>('/auth/email-otp/reset-password', { method: 'POST', body });
export const signOut = () => apiRequest<unknown>('/auth/sign-out', { method: 'POST', body: {} });
