import { tagSchema } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useCompanyEvent } from '../../realtime/useSocket';
import { patchTags } from './api';

const tagEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), tag: tagSchema }),
  z.object({ action: z.literal('delete'), tagId: z.number() }),
]);

/**
 * `company-{id}-tag` (seed 001 §4 "Lists"): upsert on create/update, remove on delete, in every
 * search and in the whole list, wherever the app shows them (mounted once by the layout).
 */
export function useTagEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('tag', (payload) => {
    const event = tagEventSchema.safeParse(payload);
    if (!event.success) return;
    patchTags(queryClient, event.data.action === 'delete' ? { kind: 'deleted', id: event.data.tagId } : { kind: 'saved', tag: event.data.tag });
  });
}
