import type { CreateUserBody, UpdateUserBody, User, UsersPage } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../api/client';
import { removeUser, upsertUser } from './userEvents';

export const userKeys = {
  all: ['users'] as const,
  /** `GET /users?searchParam&pageNumber`, one infinite list per search text. */
  pages: (searchParam: string) => ['users', 'pages', searchParam] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  /** `GET /users/list`: every user with their queues (transfer choices, the search's user filter). */
  list: ['users', 'list'] as const,
};

/** Every user of the company, kept live by `useUserEvents`. */
export function useUserList(enabled = true) {
  return useQuery({ queryKey: userKeys.list, queryFn: ({ signal }) => api.get<User[]>('/users/list', { signal }), enabled });
}

export type UsersPages = InfiniteData<UsersPage, number>;

/** 20 per page; the next page loads near the bottom of the list. */
export function useUsersPages(searchParam: string) {
  return useInfiniteQuery({
    queryKey: userKeys.pages(searchParam),
    queryFn: ({ pageParam, signal }) => api.get<UsersPage>('/users', { query: { searchParam, pageNumber: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

/** The record being edited, fetched fresh each time the dialog opens. */
export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<User>(`/users/${id}`, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Patches every cached page list; a new user may belong anywhere in the order, so lists refetch. */
export function usePatchUsers() {
  const queryClient = useQueryClient();
  return {
    upsert: (user: User) => {
      let missing = false;
      queryClient.setQueriesData<UsersPages>({ queryKey: ['users', 'pages'] }, (data) => {
        const result = upsertUser(data, user);
        missing ||= !result.found;
        return result.data;
      });
      if (missing) void queryClient.invalidateQueries({ queryKey: ['users', 'pages'] });
    },
    remove: (id: number) => queryClient.setQueriesData<UsersPages>({ queryKey: ['users', 'pages'] }, (data) => removeUser(data, id)),
  };
}

export function useSaveUser() {
  const patch = usePatchUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: CreateUserBody | UpdateUserBody }) =>
      id === undefined ? api.post<User>('/users', body) : api.put<User>(`/users/${id}`, body),
    onSuccess: (saved) => patch.upsert(saved),
  });
}

export function useDeleteUser() {
  const patch = usePatchUsers();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/users/${id}`),
    onSuccess: (_answer, id) => patch.remove(id),
  });
}
