import type { Queue, QueueBody, QueueOption, SessionUser } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/ApiError';
import { api } from '../../api/client';
import { useSessionToken } from '../auth/useSessionToken';
import { applyQueueEvent } from './queueEvents';

export const queueKeys = {
  /** `GET /queue`, shared with the connections dialog (same key, same answer). */
  list: ['queue', 'list'] as const,
  options: (queueId: number) => ['queue', 'options', queueId] as const,
  scheduleType: ['queue', 'scheduleType'] as const,
  integrations: ['queue', 'integrations'] as const,
  prompts: ['prompt', 'list'] as const,
};

export interface NamedItem {
  id: number;
  name: string;
}

/** Every signed-in user may list; a 404 (an older server) means no queues. */
export function useQueues() {
  const token = useSessionToken();
  return useQuery({
    queryKey: queueKeys.list,
    queryFn: async ({ signal }) => {
      try {
        const queues = await api.get<Queue[]>('/queue', { signal });
        return Array.isArray(queues) ? queues : [];
      } catch (error) {
        if (isApiError(error) && error.status === 404) return [];
        throw error;
      }
    },
    enabled: token !== null,
  });
}

/**
 * The company's `scheduleType`: `GET /settings` (bare `[{ key, value }]`), or, where
 * that route does not exist, the settings the signed-in user carries.
 */
export function useScheduleType() {
  return useQuery({
    queryKey: queueKeys.scheduleType,
    queryFn: async ({ signal }) => {
      let settings: { key: string; value: string }[];
      try {
        settings = await api.get<{ key: string; value: string }[]>('/settings', { signal });
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
        settings = (await api.get<SessionUser>('/auth/me', { signal })).company.settings;
      }
      return (Array.isArray(settings) ? settings : []).find((setting) => setting.key === 'scheduleType')?.value ?? 'disabled';
    },
    staleTime: 0,
  });
}

/** Items of an optional list route; a missing route (404) or any failure means "no select". */
function useOptionalList(key: readonly unknown[], path: string, field: string) {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      try {
        const body = await api.get<Record<string, unknown>>(path, { signal });
        const items = body?.[field];
        return Array.isArray(items) ? (items as NamedItem[]) : [];
      } catch {
        return [];
      }
    },
    retry: false,
  });
}

export const useIntegrationOptions = () => useOptionalList(queueKeys.integrations, '/queueIntegration', 'queueIntegrations');
export const usePromptOptions = () => useOptionalList(queueKeys.prompts, '/prompt', 'prompts');

function usePatchList() {
  const queryClient = useQueryClient();
  return {
    upsert: (queue: Queue) => queryClient.setQueryData<Queue[]>(queueKeys.list, (list) => applyQueueEvent(list, { kind: 'update', queue })),
    remove: (id: number) => queryClient.setQueryData<Queue[]>(queueKeys.list, (list) => applyQueueEvent(list, { kind: 'delete', id })),
  };
}

export function useSaveQueue() {
  const patch = usePatchList();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: QueueBody }) =>
      id === undefined ? api.post<Queue>('/queue', body) : api.put<Queue>(`/queue/${id}`, body),
    onSuccess: patch.upsert,
  });
}

export function useDeleteQueue() {
  const patch = usePatchList();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/queue/${id}`),
    onSuccess: (_answer, id) => patch.remove(id),
  });
}

/** `POST`/`DELETE /queue/{id}/media-upload` (multipart field `file`). */
export function useQueueMedia() {
  const patch = usePatchList();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File | null }) => {
      if (!file) return api.delete<Queue>(`/queue/${id}/media-upload`);
      const form = new FormData();
      form.append('file', file);
      return api.post<Queue>(`/queue/${id}/media-upload`, form);
    },
    onSuccess: patch.upsert,
  });
}

/** The whole option tree of a queue: roots (`parentId=-1`) with nested children. */
export function useQueueOptionTree(queueId: number) {
  return useQuery({
    queryKey: queueKeys.options(queueId),
    queryFn: ({ signal }) => api.get<QueueOption[]>('/queue-options', { query: { queueId, parentId: -1 }, signal }),
  });
}

export type OptionCommand =
  | { kind: 'create'; queueId: number; parentId: number | null; title: string; message: string; option: string }
  | { kind: 'update'; queueId: number; id: number; title: string; message: string; option: string }
  | { kind: 'delete'; queueId: number; id: number }
  | { kind: 'media'; queueId: number; id: number; file: File | null };

/** Every change to the tree goes through here; the tree is fetched again afterwards. */
export function useOptionCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: OptionCommand): Promise<unknown> => {
      switch (command.kind) {
        case 'create': {
          const { kind: _kind, ...body } = command;
          return api.post<QueueOption>('/queue-options', { ...body, parentId: body.parentId ?? -1, option: body.option || undefined });
        }
        case 'update':
          return api.put<QueueOption>(`/queue-options/${command.id}`, { title: command.title, message: command.message, option: command.option || undefined });
        case 'delete':
          return api.delete<unknown>(`/queue-options/${command.id}`);
        case 'media': {
          if (!command.file) return api.delete<QueueOption>(`/queue-options/${command.id}/media-upload`);
          const form = new FormData();
          form.append('file', command.file);
          return api.post<QueueOption>(`/queue-options/${command.id}/media-upload`, form);
        }
      }
    },
    onSettled: (_answer, _error, command) => queryClient.invalidateQueries({ queryKey: queueKeys.options(command.queueId) }),
  });
}
