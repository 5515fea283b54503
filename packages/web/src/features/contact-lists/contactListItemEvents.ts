import type { ChannelEvent, ContactListItem } from '@prosa/contract';
import { removeFromPages, upsertInPages, type Pages } from '../../lists/pagedCache';

export type ContactListItemRecordEvent = Extract<ChannelEvent<'ContactListItem'>, { action: 'create' | 'update' | 'delete' }>;

/** Items in the order the server lists them (by name, then id). */
export const compareContactListItems = (a: ContactListItem, b: ContactListItem) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/** The server's search: the lower-cased name or the number contains the text. */
export function contactListItemMatches(item: ContactListItem, search: string): boolean {
  return search === '' || item.name.toLowerCase().includes(search) || item.number.includes(search);
}

/**
 * One item's event applied to one cached search of one list: an item of another list is left
 * alone, a matching one upserted, one that no longer matches removed.
 */
export function applyContactListItemEvent(data: Pages<ContactListItem> | undefined, event: ContactListItemRecordEvent, contactListId: number, search: string): Pages<ContactListItem> | undefined {
  if (event.action === 'delete') return removeFromPages(data, event.id);
  if (event.record.contactListId !== contactListId) return data;
  return contactListItemMatches(event.record, search) ? upsertInPages(data, event.record, compareContactListItems) : removeFromPages(data, event.record.id);
}
