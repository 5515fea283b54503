import { messageSchema, ticketSchema } from '@prosa/contract';
import { z } from 'zod';

/** `company-{id}-ticket` payloads (design.md §4b "Socket"). */
export const ticketEventSchema = z.union([
  z.object({ action: z.literal('update'), ticket: ticketSchema }),
  z.object({ action: z.literal('delete'), ticketId: z.coerce.number().int() }),
  z.object({ action: z.literal('updateUnread'), ticketId: z.coerce.number().int() }),
]);
export type TicketListEvent = z.infer<typeof ticketEventSchema>;

/** `company-{id}-appMessage` `create`; the list only needs the message and its ticket. */
export const messageCreateSchema = z.object({ action: z.literal('create'), message: messageSchema, ticket: ticketSchema.optional() });
export type MessageCreateEvent = z.infer<typeof messageCreateSchema>;

/** `company-{id}-appMessage` `update` (acks, edits, deletes): the list reads the ack of its previews. */
export const messageUpdateSchema = z.object({ action: z.literal('update'), message: messageSchema });
