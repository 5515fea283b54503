import type { LoginBody, LoginResponse, SessionUser } from '@prosa/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { startSession } from '../../api/session';
import { rememberCompany } from './companyStorage';
import { useSessionToken } from './useSessionToken';

export const authKeys = {
  me: ['auth', 'me'] as const,
};

/** The signed-in user; only asked for while a token exists. */
export function useCurrentUser() {
  const token = useSessionToken();
  return useQuery({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => api.get<SessionUser>('/auth/me', { signal }),
    enabled: token !== null,
    staleTime: Infinity,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginBody) => api.post<LoginResponse>('/auth/login', credentials, { anonymous: true }),
    onSuccess: ({ token, user }) => {
      rememberCompany(user);
      startSession(token, user);
    },
  });
}

/** Ends the server side (revokes the refresh cookie); the caller clears the browser side either way. */
export async function requestLogout(): Promise<void> {
  await api.delete<unknown>('/auth/logout');
}
