import type { CampaignSettings } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { settingsFromList } from './campaignSettingsForm';

export const campaignSettingsKey = ['campaign-settings'] as const;

/** `GET /campaign-settings`: the list of key and value, read into one object. */
export function useCampaignSettings() {
  return useQuery({
    queryKey: campaignSettingsKey,
    queryFn: async ({ signal }) => settingsFromList(await api.get<{ key: string; value: unknown }[]>('/campaign-settings', { signal })),
  });
}

/** `POST /campaign-settings` `{ settings }`: answers the stored settings, which replace the cached ones. */
export function useSaveCampaignSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CampaignSettings) => settingsFromList(await api.post<{ key: string; value: unknown }[]>('/campaign-settings', { settings })),
    onSuccess: (saved) => queryClient.setQueryData(campaignSettingsKey, saved),
  });
}
