import type { Message } from '@resumegrader/contract/message';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/api/get-user';
import { clearClientState } from '@/lib/client-state';

export function deleteUser(): Promise<Message> {
  return apiRequest<Message>('/delete-user', { method: 'DELETE' });
}

/**
 * SPEC section 4: deleting the account goes to /, clears storage and forgets the user. The
 * user is forgotten only when the calling page has gone: the router renders the move to /
 * as a transition, and a null user reaching a protected page still on screen would send
 * the browser to /login instead.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleted = useRef(false);
  useEffect(() => {
    const flag = deleted;
    return () => {
      if (!flag.current) return;
      // Null, not removed, so the header (still watching the user) turns to guest.
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== userQueryOptions.queryKey[0],
      });
    };
  }, [queryClient]);
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async ({ message }) => {
      deleted.current = true;
      clearClientState();
      toast.success(message);
      await navigate('/', { replace: true });
    },
  });
}
