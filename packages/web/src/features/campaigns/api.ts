import type { Campaign, CampaignBody, CampaignPage } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, removeFromPages, upsertInPages, type Page, type Pages } from '../../lists/pagedCache';

export const campaignKeys = {
  all: ['campaigns'] as const,
  pages: ['campaigns', 'page'] as const,
  page: (search: string) => ['campaigns', 'page', search] as const,
  /** `GET /campaigns/{id}`: the record with its report counts (dialog and report page). */
  detail: (id: number) => ['campaigns', 'detail', id] as const,
};

/** The server lists the newest first. */
export const compareCampaigns = (a: Campaign, b: Campaign) => b.id - a.id;

export function campaignMatchesSearch(record: Campaign, search: string): boolean {
  return search === '' || record.name.toLowerCase().includes(search);
}

/** `GET /campaigns`: `{ records, count, hasMore }`, pages from 1. */
export function useCampaignPages(search: string) {
  return useInfiniteQuery({
    queryKey: campaignKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<Campaign>> => {
      const body = await api.get<CampaignPage>('/campaigns', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.records, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** One campaign with its report, kept live by `useCampaignEvents`. */
export function useCampaign(id: number | undefined) {
  return useQuery({
    queryKey: campaignKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Campaign>(`/campaigns/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

export type CampaignChange = { kind: 'saved'; record: Campaign } | { kind: 'deleted'; id: number };

/**
 * Patches every cached search and the cached record, never refetching (an older answer in flight
 * cannot bring back a deleted row). A record without counts keeps the counts already shown.
 */
export function patchCampaigns(queryClient: QueryClient, change: CampaignChange): void {
  if (change.kind === 'deleted') queryClient.removeQueries({ queryKey: campaignKeys.detail(change.id) });
  else queryClient.setQueryData<Campaign>(campaignKeys.detail(change.record.id), (current) => (current ? { ...change.record, report: change.record.report ?? current.report } : current));
  for (const query of queryClient.getQueryCache().findAll({ queryKey: campaignKeys.pages })) {
    const search = String(query.queryKey[2] ?? '');
    queryClient.setQueryData<Pages<Campaign>>(query.queryKey, (data) => {
      if (change.kind === 'deleted') return removeFromPages(data, change.id);
      return campaignMatchesSearch(change.record, search) ? upsertInPages(data, change.record, compareCampaigns) : removeFromPages(data, change.record.id);
    });
  }
}

export interface SaveCampaign {
  id: number | undefined;
  body: CampaignBody;
  /** A new attachment to send. */
  file: File | undefined;
  /** The stored attachment was removed in the dialog. */
  dropMedia: boolean;
  /** Told the new id as soon as the record exists, so a retry after a later step fails updates it. */
  onCreated?: (id: number) => void;
}

const uploadMedia = (id: number, file: File) => {
  const form = new FormData();
  form.append('typeArch', 'campaign');
  form.append('file', file);
  return api.post<Campaign>(`/campaigns/${id}/media-upload`, form);
};

/**
 * Saves the record and its attachment. The attachment goes first: a campaign due within the hour
 * takes no media, so a new one is created unscheduled, gets its file, then its date.
 */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, file, dropMedia, onCreated }: SaveCampaign) => {
      const mediaChange = file !== undefined || dropMedia;
      let campaignId = id;
      if (campaignId === undefined) {
        const created = await api.post<Campaign>('/campaigns', mediaChange ? { ...body, scheduledAt: null } : body);
        onCreated?.(created.id);
        if (!mediaChange) return created;
        campaignId = created.id;
      }
      if (file) await uploadMedia(campaignId, file);
      else if (dropMedia) await api.delete<Campaign>(`/campaigns/${campaignId}/media-upload`);
      return api.put<Campaign>(`/campaigns/${campaignId}`, body);
    },
    onSuccess: (record) => patchCampaigns(queryClient, { kind: 'saved', record }),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/campaigns/${id}`),
    onSuccess: (_answer, id) => patchCampaigns(queryClient, { kind: 'deleted', id }),
  });
}

/** `POST /campaigns/{id}/cancel` and `/restart`: they answer the record with its counts. */
export function useCampaignCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, command }: { id: number; command: 'cancel' | 'restart' }) => api.post<Campaign>(`/campaigns/${id}/${command}`),
    onSuccess: (record) => patchCampaigns(queryClient, { kind: 'saved', record }),
  });
}
