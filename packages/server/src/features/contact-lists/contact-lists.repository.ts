import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { contactListItems, contactLists } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';
import { AppError } from '../../shared/app-error.js';

export const CONTACT_LISTS_PAGE_SIZE = 20;
export const CONTACT_LIST_ITEMS_PAGE_SIZE = 20;

export async function findContactList(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select().from(contactLists).where(inCompany(contactLists, companyId, eq(contactLists.id, id)));
  if (!row) throw new AppError('ERR_NO_CONTACT_LIST_FOUND');
  return row;
}

export async function findContactListItem(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select().from(contactListItems).where(inCompany(contactListItems, companyId, eq(contactListItems.id, id)));
  if (!row) throw new AppError('ERR_NO_CONTACT_LIST_ITEM_FOUND');
  return row;
}

function nameLike(column: typeof contactLists.name | typeof contactListItems.name, searchParam: string | undefined): SQL | undefined {
  const term = searchParam?.trim().toLowerCase();
  return term ? sql`lower(${column}) like ${likePattern(term)}` : undefined;
}

/** One page of the contact lists page: case-insensitive substring of the name, by name. */
export function pageContactLists(executor: Executor, companyId: number, searchParam: string | undefined, pageNumber: number) {
  return pageOf(executor, contactLists, inCompany(contactLists, companyId, nameLike(contactLists.name, searchParam)), [asc(contactLists.name), asc(contactLists.id)], pageNumber, CONTACT_LISTS_PAGE_SIZE);
}

export function listContactLists(executor: Executor, companyId: number) {
  return executor.select().from(contactLists).where(inCompany(contactLists, companyId)).orderBy(asc(contactLists.name), asc(contactLists.id));
}

/** One page of a list's items: the search matches name or number. */
export function pageContactListItems(executor: Executor, companyId: number, contactListId: number, searchParam: string | undefined, pageNumber: number) {
  const term = searchParam?.trim().toLowerCase();
  const search = term ? sql`(lower(${contactListItems.name}) like ${likePattern(term)} or ${contactListItems.number} like ${likePattern(term)})` : undefined;
  return pageOf(
    executor,
    contactListItems,
    inCompany(contactListItems, companyId, eq(contactListItems.contactListId, contactListId), search),
    [asc(contactListItems.name), asc(contactListItems.id)],
    pageNumber,
    CONTACT_LIST_ITEMS_PAGE_SIZE,
  );
}

/** How many items each list holds (`contactsCount`), in one grouped query. */
export async function itemCounts(executor: Executor, companyId: number, listIds: number[]): Promise<Map<number, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await executor
    .select({ listId: contactListItems.contactListId, total: count() })
    .from(contactListItems)
    .where(inCompany(contactListItems, companyId, inArray(contactListItems.contactListId, listIds)))
    .groupBy(contactListItems.contactListId);
  return new Map(rows.map((row) => [row.listId, row.total]));
}
