import { messageSchema, ticketSchema } from '@prosa/contract';
import { z } from 'zod';

/** `company-{id}-appMessage` (design.md §4b): `create` carries the message's ticket and contact. */
export const appMessageEventSchema = z.object({
  action: z.enum(['create', 'update']),
  message: messageSchema,
  ticket: ticketSchema.optional(),
});
export type AppMessageEvent = z.infer<typeof appMessageEventSchema>;

/** `company-{id}-ticket` payloads. */
export const ticketEventSchema = z.union([
  z.object({ action: z.literal('update'), ticket: ticketSchema }),
  z.object({ action: z.enum(['delete', 'updateUnread']), ticketId: z.coerce.number().int() }),
]);
export type TicketEvent = z.infer<typeof ticketEventSchema>;
