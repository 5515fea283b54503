import type { Contact, Schedule, ScheduleBody, SchedulePage } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const scheduleKeys = {
  all: ['schedules'] as const,
  range: (from: string, to: string, search: string) => ['schedules', 'range', from, to, search] as const,
  contact: (id: number) => ['schedules', 'contact', id] as const,
};

/**
 * `GET /schedules` for the calendar's visible range: every page of it (500 a page when ranged),
 * so a busy month shows whole.
 */
export function useSchedulesInRange(from: Date, to: Date, search: string) {
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  return useQuery({
    queryKey: scheduleKeys.range(fromIso, toIso, search),
    queryFn: async ({ signal }) => {
      const schedules: Schedule[] = [];
      for (let pageNumber = 1; ; pageNumber += 1) {
        const page = await api.get<SchedulePage>('/schedules', { query: { from: fromIso, to: toIso, searchParam: search || undefined, pageNumber }, signal });
        schedules.push(...page.schedules);
        if (!page.hasMore) return { schedules, count: page.count };
      }
    },
  });
}

/** The contact the dialog opens with (`/schedules?contactId=`). */
export function useContact(id: number | undefined) {
  return useQuery({ queryKey: ['contacts', 'one', id], enabled: id !== undefined, queryFn: ({ signal }) => api.get<Contact>(`/contacts/${id}`, { signal }) });
}

export interface SaveSchedule {
  id: number | undefined;
  body: ScheduleBody;
  /** A new image, sent after the schedule is saved. */
  file: File | undefined;
  dropMedia: boolean;
}

/** Save, then attach (multipart `file`) or detach the image; the calendar refetches. */
export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, file, dropMedia }: SaveSchedule) => {
      let saved = id === undefined ? await api.post<Schedule>('/schedules', body) : await api.put<Schedule>(`/schedules/${id}`, body);
      if (file) {
        const form = new FormData();
        form.append('file', file);
        saved = await api.post<Schedule>(`/schedules/${saved.id}/media-upload`, form);
      } else if (dropMedia && saved.mediaPath) {
        saved = await api.delete<Schedule>(`/schedules/${saved.id}/media-upload`);
      }
      return saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/schedules/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
