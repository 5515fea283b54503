import type { Announcement, AnnouncementBody, AnnouncementPage } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, removeFromPages, upsertInPages, type Page, type Pages } from '../../lists/pagedCache';

export const announcementKeys = {
  /** The super user's page, one infinite list per search text (every announcement). */
  pages: ['announcements', 'page'] as const,
  page: (search: string) => ['announcements', 'page', search] as const,
  /** The top bar's bell: the active ones (the server decides), newest first. */
  bell: ['announcements', 'bell'] as const,
};

/** Newest first, as `GET /announcements` answers. */
export const compareAnnouncements = (a: Announcement, b: Announcement) => b.id - a.id;

const toPage = (body: AnnouncementPage): Page<Announcement> => ({ items: body.records, count: body.count, hasMore: body.hasMore });

export function useAnnouncementPages(search: string) {
  return useInfiniteQuery({
    queryKey: announcementKeys.page(search),
    queryFn: async ({ pageParam, signal }) => toPage(await api.get<AnnouncementPage>('/announcements', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal })),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** The bell lists announcements; scrolling loads more pages. */
export function useBellAnnouncements() {
  return useInfiniteQuery({
    queryKey: announcementKeys.bell,
    queryFn: async ({ pageParam, signal }) => toPage(await api.get<AnnouncementPage>('/announcements', { query: { pageNumber: pageParam }, signal })),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

export type AnnouncementChange = { kind: 'saved'; record: Announcement } | { kind: 'removed'; id: number };

/**
 * The bell holds the active announcements: a saved one is upserted while active and dropped once
 * inactive, a removed one dropped. The super user's page (which also shows inactive ones, never
 * sent on the shared channel) reads its pages again.
 */
export function patchAnnouncements(queryClient: QueryClient, change: AnnouncementChange): void {
  queryClient.setQueryData<Pages<Announcement>>(announcementKeys.bell, (data) =>
    change.kind === 'saved' && change.record.status ? upsertInPages(data, change.record, compareAnnouncements) : removeFromPages(data, change.kind === 'saved' ? change.record.id : change.id),
  );
  void queryClient.invalidateQueries({ queryKey: announcementKeys.pages });
}

export interface SaveAnnouncement {
  id: number | undefined;
  body: AnnouncementBody;
  /** A new image, sent after the record is saved. */
  file: File | undefined;
  /** The stored image was removed in the dialog. */
  dropMedia: boolean;
}

/** Save, then attach (multipart `file`) or detach the image. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, file, dropMedia }: SaveAnnouncement) => {
      let saved = id === undefined ? await api.post<Announcement>('/announcements', body) : await api.put<Announcement>(`/announcements/${id}`, body);
      if (file) {
        const form = new FormData();
        form.append('file', file);
        saved = await api.post<Announcement>(`/announcements/${saved.id}/media-upload`, form);
      } else if (dropMedia && saved.mediaPath !== null) {
        saved = await api.delete<Announcement>(`/announcements/${saved.id}/media-upload`);
      }
      return saved;
    },
    onSuccess: (record) => patchAnnouncements(queryClient, { kind: 'saved', record }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/announcements/${id}`),
    onSuccess: (_answer, id) => patchAnnouncements(queryClient, { kind: 'removed', id }),
  });
}
