import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ChangePassword {
  currentPassword: string;
  newPassword: string;
}

/**
 * better-auth's `POST /api/auth/change-password`. Other sessions are ended: whoever knew the
 * old password is signed out everywhere else, and this browser gets a fresh session cookie.
 */
export function changePassword(body: ChangePassword): Promise<unknown> {
  return apiRequest<unknown>('/auth/change-password', {
    method: 'POST',
    body: { ...body, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  // The form shows a wrong current password next to its field, so no global toast.
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}
