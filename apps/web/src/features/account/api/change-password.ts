import type { ChangePassword } from '@resumegrader/contract/auth';
import { errorCodes } from '@resumegrader/contract/errors';
import { messages } from '@resumegrader/contract/validation';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

/**
 * better-auth refuses a wrong current password and a new one that breaks the rule with the
 * same code and no field: the message says which field it is about ('The current password
 * is incorrect.', or the password rule), so the form can show it there.
 */
function withField(error: unknown): unknown {
  if (
    !(error instanceof ApiRequestError) ||
    error.code !== errorCodes.invalidPassword ||
    Object.keys(error.fields).length > 0
  ) {
    return error;
  }
  const field: keyof ChangePassword =
    error.message === messages.password ? 'newPassword' : 'currentPassword';
  return new ApiRequestError(error.status, error.code, error.message, { [field]: error.message });
}

/**
 * better-auth's `POST /api/auth/change-password`. Other sessions are ended: whoever knew the
 * old password is signed out everywhere else, and this browser gets a fresh session cookie.
 */
export async function changePassword(body: ChangePassword): Promise<unknown> {
  try {
    return await apiRequest<unknown>('/auth/change-password', {
      method: 'POST',
      body: { ...body, revokeOtherSessions: true },
    });
  } catch (error) {
    throw withField(error);
  }
}

export function useChangePassword() {
  // The form shows a wrong current password next to its field, so no global toast.
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}
