import type { AppContext } from '../../app-context.js';
import type { ContactListItemRow, ContactListRow } from '../../db/schema/index.js';
import { presentContactList, presentContactListItem } from './contact-list.presenter.js';

type Realtime = Pick<AppContext, 'realtime'>;

/** `company-{id}-ContactList`: create/update carry the list with its count, delete its id. */
export function emitContactListSaved(ctx: Realtime, action: 'create' | 'update', row: ContactListRow, contactsCount: number): void {
  ctx.realtime.toCompany(row.companyId, 'ContactList', { action, record: presentContactList(row, contactsCount) });
}

export function emitContactListDeleted(ctx: Realtime, companyId: number, id: number): void {
  ctx.realtime.toCompany(companyId, 'ContactList', { action: 'delete', id });
}

/** Item changes go to the company channel and to the list's own (`ContactListItem-{listId}`). */
export function emitContactListItemSaved(ctx: Realtime, action: 'create' | 'update', row: ContactListItemRow): void {
  const payload = { action, record: presentContactListItem(row) };
  ctx.realtime.toCompany(row.companyId, 'ContactListItem', payload);
  ctx.realtime.toCompany(row.companyId, `ContactListItem-${row.contactListId}`, payload);
}

export function emitContactListItemDeleted(ctx: Realtime, companyId: number, contactListId: number, id: number): void {
  ctx.realtime.toCompany(companyId, 'ContactListItem', { action: 'delete', id });
  ctx.realtime.toCompany(companyId, `ContactListItem-${contactListId}`, { action: 'delete', id });
}

/** Many items changed at once (an import, a batch of number checks): the list's page reloads. */
export function emitContactListItemsReload(ctx: Realtime, companyId: number, contactListId: number): void {
  ctx.realtime.toCompany(companyId, 'ContactListItem', { action: 'reload', contactListId });
  ctx.realtime.toCompany(companyId, `ContactListItem-${contactListId}`, { action: 'reload', contactListId });
}
