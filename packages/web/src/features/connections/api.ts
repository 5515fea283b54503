import type { Whatsapp, WhatsappBody } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/ApiError';
import { api } from '../../api/client';
import { useSessionToken } from '../auth/useSessionToken';
import { removeConnection, upsertConnection } from './whatsappEvents';

/** A queue as the multi-select needs it (`GET /queue` answers more fields). */
export interface QueueOption {
  id: number;
  name: string;
  color: string;
}

export interface PromptOption {
  id: number;
  name: string;
}

export const connectionKeys = {
  all: ['whatsapp'] as const,
  /** `GET /whatsapp?session=0`: the page and the menu badge share it; socket events patch it. */
  list: ['whatsapp', 'list'] as const,
  detail: (id: number) => ['whatsapp', 'detail', id] as const,
  queues: ['queue', 'list'] as const,
  prompts: ['prompt', 'list'] as const,
};

/** Every signed-in user may list; secrets come only to those who may edit. */
export function useConnections() {
  const token = useSessionToken();
  return useQuery({
    queryKey: connectionKeys.list,
    queryFn: ({ signal }) => api.get<Whatsapp[]>('/whatsapp', { query: { session: 0 }, signal }),
    enabled: token !== null,
  });
}

/** The record being edited, fetched fresh each time the dialog opens (it carries the secrets). */
export function useConnection(id: number | undefined) {
  return useQuery({
    queryKey: connectionKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Whatsapp>(`/whatsapp/${id}`, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** `GET /queue`; a 404 (queues not built yet) means no queues. */
export function useQueueOptions(enabled: boolean) {
  return useQuery({
    queryKey: connectionKeys.queues,
    queryFn: async ({ signal }) => {
      try {
        const queues = await api.get<QueueOption[]>('/queue', { signal });
        return Array.isArray(queues) ? queues : [];
      } catch (error) {
        if (isApiError(error) && error.status === 404) return [];
        throw error;
      }
    },
    enabled,
  });
}

/** `GET /prompt` → `{ prompts }`; any failure means "no prompt select". */
export function usePromptOptions(enabled: boolean) {
  return useQuery({
    queryKey: connectionKeys.prompts,
    queryFn: async ({ signal }) => {
      try {
        const body = await api.get<{ prompts?: PromptOption[] }>('/prompt', { signal });
        return Array.isArray(body?.prompts) ? body.prompts : [];
      } catch {
        return [];
      }
    },
    enabled,
    retry: false,
  });
}

function usePatchList() {
  const queryClient = useQueryClient();
  return {
    upsert: (saved: Whatsapp) =>
      queryClient.setQueryData<Whatsapp[]>(connectionKeys.list, (list) => upsertConnection(list, saved).list),
    remove: (id: number) => queryClient.setQueryData<Whatsapp[]>(connectionKeys.list, (list) => removeConnection(list, id)),
    /** Saving a default connection clears the flag of the others on the server: fetch the list again. */
    refresh: () => queryClient.invalidateQueries({ queryKey: connectionKeys.list }),
  };
}

export function useSaveConnection() {
  const patch = usePatchList();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: WhatsappBody }) =>
      id === undefined ? api.post<Whatsapp>('/whatsapp', body) : api.put<Whatsapp>(`/whatsapp/${id}`, body),
    onSuccess: (saved, { body }) => {
      if (saved && typeof saved.id === 'number') patch.upsert(saved);
      if (body.isDefault || !saved) void patch.refresh();
    },
  });
}

export function useDeleteConnection() {
  const patch = usePatchList();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/whatsapp/${id}`),
    onSuccess: (_answer, id) => patch.remove(id),
  });
}

export type SessionAction =
  | { kind: 'retry'; id: number }
  | { kind: 'pairingCode'; id: number; number: string }
  | { kind: 'newQr'; id: number }
  | { kind: 'disconnect'; id: number };

/**
 * The session calls: POST (try again, or start with a pairing code), PUT (new QR), DELETE
 * (disconnect). Their outcome arrives through the `whatsappSession` channel.
 */
export function useSessionAction() {
  return useMutation({
    mutationFn: (action: SessionAction) => {
      const path = `/whatsappsession/${action.id}`;
      switch (action.kind) {
        case 'retry':
          return api.post<unknown>(path);
        case 'pairingCode':
          return api.post<unknown>(path, { usePairingCode: true, number: action.number });
        case 'newQr':
          return api.put<unknown>(path);
        case 'disconnect':
          return api.delete<unknown>(path);
      }
    },
  });
}
