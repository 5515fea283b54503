import { messageSchema, ticketSchema } from '@prosa/contract';
import { z } from 'zod';

/** `company-{id}-appMessage` (design.md §4b): create carries the message's ticket, update may. */
export const appMessageEventSchema = z.object({
  action: z.enum(['create', 'update']),
  message: messageSchema,
  ticket: ticketSchema.optional(),
});

/** `company-{id}-ticket`, as far as the open conversation cares. */
export const conversationTicketEventSchema = z.union([
  z.object({ action: z.literal('update'), ticket: ticketSchema }),
  z.object({ action: z.literal('delete'), ticketId: z.coerce.number().int() }),
]);
