import type { PublicSettings } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSessionToken } from '../auth/useSessionToken';

export const platformSettingKeys = {
  /** `GET /public-settings` asked with the session: the platform settings every signed-in user reads. */
  signedIn: ['public-settings', 'signed-in'] as const,
};

/** `appsUrl` and the other platform settings meant for every user; read again every five minutes. */
export function usePlatformSettings() {
  const token = useSessionToken();
  return useQuery({
    queryKey: platformSettingKeys.signedIn,
    queryFn: ({ signal }) => api.get<PublicSettings>('/public-settings', { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** `PUT /settings/appsUrl`: the super user's alone (the server answers 403 to anyone else). */
export function useSaveAppsUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => api.put<{ value: string }>('/settings/appsUrl', { key: 'appsUrl', value }),
    onSuccess: ({ value }) => queryClient.setQueryData<PublicSettings>(platformSettingKeys.signedIn, (current) => (current ? { ...current, appsUrl: value } : current)),
  });
}
