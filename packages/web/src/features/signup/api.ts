import type { SignupBody } from '@prosa/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export interface PublicSettings {
  userCreation: 'enabled' | 'disabled';
}

export const signupKeys = {
  publicSettings: ['public-settings'] as const,
};

/** Whether visitors may sign a company up. */
export function usePublicSettings() {
  return useQuery({
    queryKey: signupKeys.publicSettings,
    queryFn: ({ signal }) => api.get<PublicSettings>('/public-settings', { anonymous: true, signal }),
    staleTime: 60_000,
  });
}

/** True unless the server said signups are closed; an unanswered question keeps the link. */
export function signupOpen(settings: PublicSettings | undefined): boolean {
  return settings?.userCreation !== 'disabled';
}

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupBody) => api.post<unknown>('/companies/cadastro', body, { anonymous: true }),
  });
}
