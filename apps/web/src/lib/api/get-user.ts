import type { UserDetail } from '@resumegrader/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../api-client';

/** `GET /api/get-user`: the signed-in user, or null for a visitor (401). */
export async function getUser(): Promise<UserDetail | null> {
  try {
    return await apiRequest<UserDetail>('/get-user');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** Every screen reads the session from here. */
export const userQueryOptions = queryOptions({
  queryKey: ['user'],
  queryFn: getUser,
  meta: { silent: true },
  staleTime: 60_000,
});

export function useUser() {
  return useQuery(userQueryOptions);
}
