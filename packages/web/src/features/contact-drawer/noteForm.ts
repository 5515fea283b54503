import { TICKET_NOTE_MAX, TICKET_NOTE_MIN } from '@prosa/contract';
import { z } from 'zod';
import { MESSAGE_KEYS } from '../../forms/validation';

/** A ticket note is required, at least 2 characters (the server trims the same way). */
export const noteFormSchema = z.object({
  note: z.string().trim().min(1, MESSAGE_KEYS.required).min(TICKET_NOTE_MIN, MESSAGE_KEYS.tooShort).max(TICKET_NOTE_MAX, MESSAGE_KEYS.tooLong),
});
export type NoteFormValues = z.infer<typeof noteFormSchema>;

/** The author deletes their own notes; an admin any (the server refuses the rest). */
export function mayDeleteNote(note: { userId: number | null }, user: { id: number; admin: boolean }): boolean {
  return user.admin || note.userId === user.id;
}
