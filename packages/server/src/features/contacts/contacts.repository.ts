import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { anyOf, preparedStatement } from '../../db/prepared-statement.js';
import { contactCustomFields, contacts, whatsapps } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { ContactRow, CustomFieldRow } from '../../db/schema/index.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';

export const CONTACTS_PAGE_SIZE = 20;


export async function findContact(executor: Executor, companyId: number, id: number): Promise<ContactRow> {
  const [row] = await executor.select().from(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)));
  if (!row) throw new AppError('ERR_NO_CONTACT_FOUND');
  return row;
}

export async function findContactByNumber(executor: Executor, companyId: number, number: string): Promise<ContactRow | undefined> {
  if (!number) return undefined;
  const [row] = await executor.select().from(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.number, number)));
  return row;
}

/**
 * Accent- and case-insensitive substring of name or number, through the trigram index of
 * migration 0006 (the expression must stay exactly the indexed one).
 */
export function contactSearchFilter(searchParam: string): SQL | undefined {
  const term = searchParam.trim();
  if (!term) return undefined;
  return contactPatternFilter(likePattern(term));
}

/** The same filter with the LIKE pattern given as a parameter or a prepared query's placeholder. */
export function contactPatternFilter(pattern: unknown): SQL {
  return sql`immutable_unaccent_lower(${contacts.name} || ' ' || ${contacts.number}) like immutable_unaccent_lower(${pattern})`;
}

export interface ContactListFilter {
  searchParam: string;
  /** Whole days (YYYY-MM-DD) in the company's time zone, inclusive. */
  dayFrom?: string;
  dayTo?: string;
  timeZone: string;
}

function listWhere(companyId: number, filter: ContactListFilter): SQL | undefined {
  const createdDay = sql`(${contacts.createdAt} at time zone ${filter.timeZone})::date`;
  return and(
    eq(contacts.companyId, companyId),
    contactSearchFilter(filter.searchParam),
    filter.dayFrom ? sql`${createdDay} >= ${filter.dayFrom}::date` : undefined,
    filter.dayTo ? sql`${createdDay} <= ${filter.dayTo}::date` : undefined,
  );
}

/** One page of `GET /contacts`, ordered by name. */
export async function pageContacts(executor: Executor, companyId: number, filter: ContactListFilter, pageNumber: number) {
  return pageOf(executor, contacts, listWhere(companyId, filter), [asc(contacts.name), asc(contacts.id)], pageNumber, CONTACTS_PAGE_SIZE);
}

export function listContactOptions(executor: Executor, companyId: number) {
  return executor.select({ id: contacts.id, name: contacts.name, number: contacts.number }).from(contacts).where(eq(contacts.companyId, companyId)).orderBy(asc(contacts.name), asc(contacts.id));
}

export function listContactsForExport(executor: Executor, companyId: number) {
  return executor.select({ name: contacts.name, number: contacts.number, email: contacts.email }).from(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.isGroup, false))).orderBy(asc(contacts.name), asc(contacts.id));
}

/** Extra info lists of several contacts, in insertion order. */
// Every contact presented reads these: prepared once (db/prepared-statement.ts).
const customFieldsOfContacts = preparedStatement('present_custom_fields_of_contacts', (executor) =>
  executor.select().from(contactCustomFields).where(anyOf(contactCustomFields.contactId, 'ids', 'int')).orderBy(asc(contactCustomFields.id)),
);
// Unscoped by design: the connection ids come from the company's own contact rows being presented.
const unscopedConnectionNames = preparedStatement('present_connection_names_by_ids', (executor) =>
  executor.select({ id: whatsapps.id, name: whatsapps.name }).from(whatsapps).where(anyOf(whatsapps.id, 'ids', 'int')),
);

export async function customFieldsByContact(executor: Executor, contactIds: number[]): Promise<Map<number, CustomFieldRow[]>> {
  const byId = new Map<number, CustomFieldRow[]>(contactIds.map((id) => [id, []]));
  if (contactIds.length === 0) return byId;
  const rows = await customFieldsOfContacts(executor, { ids: contactIds });
  for (const row of rows) byId.get(row.contactId)?.push(row);
  return byId;
}

export async function whatsappNamesById(executor: Executor, ids: number[]): Promise<Map<number, { id: number; name: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await unscopedConnectionNames(executor, { ids: unique });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Replaces a contact's extra info list: lines with a known id are updated, new lines inserted,
 * missing lines deleted (ids of other contacts are treated as new lines).
 */
export async function replaceCustomFields(executor: Executor, contactId: number, lines: { id?: number | undefined; name: string; value: string }[], now: Date): Promise<void> {
  const existing = await executor.select({ id: contactCustomFields.id }).from(contactCustomFields).where(eq(contactCustomFields.contactId, contactId));
  const known = new Set(existing.map((row) => row.id));
  const kept = new Set<number>();
  for (const line of lines) {
    if (line.id !== undefined && known.has(line.id) && !kept.has(line.id)) {
      kept.add(line.id);
      await executor.update(contactCustomFields).set({ name: line.name, value: line.value, updatedAt: now }).where(eq(contactCustomFields.id, line.id));
    } else {
      await executor.insert(contactCustomFields).values({ contactId, name: line.name, value: line.value, createdAt: now, updatedAt: now });
    }
  }
  const removed = [...known].filter((id) => !kept.has(id));
  if (removed.length > 0) await executor.delete(contactCustomFields).where(inArray(contactCustomFields.id, removed));
}
