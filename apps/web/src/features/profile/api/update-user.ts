import type { UpdateUser, UserDetail } from '@resumegrader/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/api/get-user';

export function updateUser(changes: UpdateUser): Promise<UserDetail> {
  return apiRequest<UserDetail>('/update-user', { method: 'PUT', body: changes });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The form puts field messages next to their fields, so no global toast.
    meta: { silent: true },
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryOptions.queryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
    },
  });
}
