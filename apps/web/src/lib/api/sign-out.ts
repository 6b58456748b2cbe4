import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api-client';
import { clearClientState } from '../client-state';
import { userQueryOptions } from './get-user';

/** better-auth's `POST /api/auth/sign-out`: ends the session on the server. */
export function signOut(): Promise<unknown> {
  return apiRequest<unknown>('/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * Log out (SPEC section 2): nothing of the session stays in this browser, then /login.
 * `onSignedOut` runs first, so the dialog that asked closes before the page changes.
 */
export function useSignOut(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      onSignedOut();
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      clearClientState();
      await navigate('/login', { replace: true });
    },
  });
}
