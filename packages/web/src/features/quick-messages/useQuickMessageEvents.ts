import { quickMessageSchema } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useCompanyEvent } from '../../realtime/useSocket';
import { patchQuickMessages } from './api';

const quickMessageEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), record: quickMessageSchema }),
  z.object({ action: z.literal('delete'), id: z.number() }),
]);

/**
 * `company-{id}-quickemessage` (the seeds' spelling): upsert on create/update, remove on delete, in
 * the page and the composer's list (mounted once by the layout).
 */
export function useQuickMessageEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('quickemessage', (payload) => {
    const event = quickMessageEventSchema.safeParse(payload);
    if (!event.success) return;
    patchQuickMessages(queryClient, event.data.action === 'delete' ? { kind: 'deleted', id: event.data.id } : { kind: 'saved', record: event.data.record });
  });
}
