import type { SessionUser, User } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { authKeys } from '../auth/api';

/** The body of the own-profile edit (the contract's `updateOwnProfileSchema`). */
export interface ProfileChanges {
  name: string;
  email: string;
  /** Sent only when the user typed a new one. */
  password?: string;
}

export const userKeys = {
  detail: (id: number) => ['users', 'detail', id] as const,
};

export function useUserRecord(id: number, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => api.get<User>(`/users/${id}`, { signal }),
    enabled,
  });
}

/** The signed-in user editing themself (`PUT /users/{id}`); the session copy follows. */
export function useUpdateOwnProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api.put<User>(`/users/${id}`, changes),
    onSuccess: (saved, changes) => {
      queryClient.setQueryData(userKeys.detail(id), saved);
      queryClient.setQueryData<SessionUser>(authKeys.me, (current) =>
        current ? { ...current, name: saved?.name ?? changes.name, email: saved?.email ?? changes.email } : current,
      );
    },
  });
}
