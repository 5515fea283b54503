import { z } from 'zod';
import { boundedText, idSchema, refSchema } from './common.js';

/** A note is required, at least 2 characters. */
export const TICKET_NOTE_MIN = 2;
export const TICKET_NOTE_MAX = 5000;

/** A ticket note. */
export const ticketNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  ticketId: z.number().int(),
  contactId: z.number().int(),
  userId: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketNote = z.infer<typeof ticketNoteSchema>;

/** `POST /ticket-notes`: the note is required, trimmed, at least 2 characters. */
export const ticketNoteBodySchema = z.object({
  note: boundedText(TICKET_NOTE_MIN, TICKET_NOTE_MAX),
  ticketId: idSchema,
  // "None" is the same as leaving it out: the ticket names its contact.
  contactId: refSchema.transform((id) => id ?? undefined),
});
