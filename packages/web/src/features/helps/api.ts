import type { Help, HelpBody } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const helpKeys = { list: ['helps', 'list'] as const };

/** `GET /helps/list`: the platform's help videos, for every signed-in user. */
export function useHelps() {
  return useQuery({ queryKey: helpKeys.list, queryFn: ({ signal }) => api.get<Help[]>('/helps/list', { signal }) });
}

export type SaveHelp = { id: number | undefined; body: HelpBody };

export function useSaveHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveHelp) => (id === undefined ? api.post<Help>('/helps', body) : api.put<Help>(`/helps/${id}`, body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: helpKeys.list }),
  });
}

export function useDeleteHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/helps/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: helpKeys.list }),
  });
}

/** YouTube's still of a video, built from its code. */
export const thumbnailOf = (video: string) => `https://img.youtube.com/vi/${encodeURIComponent(video)}/mqdefault.jpg`;
export const embedOf = (video: string) => `https://www.youtube.com/embed/${encodeURIComponent(video)}?autoplay=1`;
