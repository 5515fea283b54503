import { contactSchema, type Contact } from '@prosa/contract';
import { z } from 'zod';
import { removeFromPages, upsertInPages, type Pages } from '../../lists/pagedCache';

export const contactEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), contact: contactSchema }),
  z.object({ action: z.literal('delete'), contactId: z.number() }),
]);
export type ContactRecordEvent = z.infer<typeof contactEventSchema>;

export const importEventSchema = z.union([
  z.object({ action: z.literal('import-progress'), importId: z.string(), processed: z.number(), total: z.number() }),
  z.object({ action: z.literal('import-done'), importId: z.string(), created: z.number(), updated: z.number(), skipped: z.array(z.object({ row: z.number(), reason: z.string() })) }),
]);

/** Contacts in the order the server lists them (by name). */
export const compareContacts = (a: Contact, b: Contact) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The server's search: accent- and case-insensitive substring of name or number. */
export function contactMatchesSearch(contact: Contact, search: string): boolean {
  return search === '' || fold(`${contact.name} ${contact.number}`).includes(fold(search));
}

/** A socket event applied to one cached search: upsert when it matches, removal otherwise. */
export function applyContactEvent(data: Pages<Contact> | undefined, event: ContactRecordEvent, search: string): Pages<Contact> | undefined {
  if (event.action === 'delete') return removeFromPages(data, event.contactId);
  return contactMatchesSearch(event.contact, search) ? upsertInPages(data, event.contact, compareContacts) : removeFromPages(data, event.contact.id);
}
