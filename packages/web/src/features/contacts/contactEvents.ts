import type { ChannelEvent, Contact } from '@prosa/contract';
import { removeFromPages, upsertInPages, type Pages } from '../../lists/pagedCache';

/** A `contact` event about one record (the channel also carries import progress). */
export type ContactRecordEvent = Extract<ChannelEvent<'contact'>, { action: 'create' | 'update' | 'delete' }>;

/** An import's progress on the `contact` channel. */
export type ContactImportEvent = Extract<ChannelEvent<'contact'>, { action: 'import-progress' | 'import-done' }>;

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
