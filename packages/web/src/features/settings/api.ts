import type { SessionUser, Setting, WeekScheduleEntry } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { authKeys } from '../auth/api';
import { useSessionToken } from '../auth/useSessionToken';
import { replaceSetting } from './settingsList';

export const settingKeys = {
  list: ['settings', 'list'] as const,
};

/** `GET /settings`: a bare array of `{ id, key, value, … }`. */
export function useSettings() {
  const token = useSessionToken();
  return useQuery({
    queryKey: settingKeys.list,
    queryFn: ({ signal }) => api.get<Setting[]>('/settings', { signal }),
    enabled: token !== null,
  });
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) => api.put<Setting>(`/settings/${key}`, { key, value }),
    onSuccess: (saved) => queryClient.setQueryData<Setting[]>(settingKeys.list, (list) => replaceSetting(list, saved)),
  });
}

/** `PUT /companies/{id}/schedules`; the signed-in user's company carries the schedules. */
export function useSaveCompanySchedules(companyId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedules: WeekScheduleEntry[]) => api.put<WeekScheduleEntry[]>(`/companies/${companyId}/schedules`, { schedules }),
    onSuccess: (schedules) =>
      queryClient.setQueryData<SessionUser>(authKeys.me, (user) => (user ? { ...user, company: { ...user.company, schedules } } : user)),
  });
}
