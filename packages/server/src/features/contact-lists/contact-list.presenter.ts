import type { ContactListRecord, ContactListItem } from '@prosa/contract';
import type { ContactListItemRow, ContactListRow } from '../../db/schema/index.js';

export function presentContactList(row: ContactListRow, contactsCount: number): ContactListRecord {
  return { id: row.id, companyId: row.companyId, name: row.name, contactsCount, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function presentContactListItem(row: ContactListItemRow): ContactListItem {
  return {
    id: row.id,
    companyId: row.companyId,
    contactListId: row.contactListId,
    name: row.name,
    number: row.number,
    email: row.email,
    isWhatsappValid: row.isWhatsappValid,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
