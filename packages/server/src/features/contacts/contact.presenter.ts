import type { Contact } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { customFieldsByContact, whatsappNamesById } from './contacts.repository.js';
import type { ContactRow, CustomFieldRow } from '../../db/schema/index.js';

/** The contact's wire shape, shared by REST answers and socket events. */
export function presentContact(row: ContactRow, extraInfo: Pick<CustomFieldRow, 'id' | 'name' | 'value'>[], whatsapp: { id: number; name: string } | null): Contact {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    number: row.number,
    email: row.email,
    profilePicUrl: row.profilePicUrl,
    isGroup: row.isGroup,
    companyId: row.companyId,
    whatsappId: row.whatsappId,
    whatsapp,
    extraInfo: extraInfo.map((field) => ({ id: field.id, name: field.name, value: field.value })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Presents several contacts with two extra queries (extra info, connection names). */
export async function presentContacts(executor: Executor, rows: ContactRow[]): Promise<Contact[]> {
  const [fields, names] = await Promise.all([
    customFieldsByContact(
      executor,
      rows.map((row) => row.id),
    ),
    whatsappNamesById(
      executor,
      rows.flatMap((row) => (row.whatsappId === null ? [] : [row.whatsappId])),
    ),
  ]);
  return rows.map((row) => presentContact(row, fields.get(row.id) ?? [], row.whatsappId === null ? null : (names.get(row.whatsappId) ?? null)));
}

export async function presentOneContact(executor: Executor, row: ContactRow): Promise<Contact> {
  const [contact] = await presentContacts(executor, [row]);
  return contact!;
}
