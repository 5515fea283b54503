import { asc, eq, inArray, sql } from 'drizzle-orm';
import { fileListOptions, fileLists } from '../../db/schema/index.js';
import type { FileListOptionRow, FileListRow } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';
import { AppError } from '../../shared/app-error.js';

export const FILE_LISTS_PAGE_SIZE = 20;

export async function findFileList(executor: Executor, companyId: number, id: number): Promise<FileListRow> {
  const [row] = await executor.select().from(fileLists).where(inCompany(fileLists, companyId, eq(fileLists.id, id)));
  if (!row) throw new AppError('ERR_NO_FILE_LIST_FOUND');
  return row;
}

export function pageFileLists(executor: Executor, companyId: number, searchParam: string | undefined, pageNumber: number) {
  const term = searchParam?.trim().toLowerCase();
  const search = term ? sql`lower(${fileLists.name}) like ${likePattern(term)}` : undefined;
  return pageOf(executor, fileLists, inCompany(fileLists, companyId, search), [asc(fileLists.name), asc(fileLists.id)], pageNumber, FILE_LISTS_PAGE_SIZE);
}

/** The options of the given lists, by list, in the order they were added. */
export async function optionsOf(executor: Executor, companyId: number, listIds: number[]): Promise<Map<number, FileListOptionRow[]>> {
  const byList = new Map<number, FileListOptionRow[]>();
  if (listIds.length === 0) return byList;
  const rows = await executor.select().from(fileListOptions).where(inCompany(fileListOptions, companyId, inArray(fileListOptions.fileListId, listIds))).orderBy(asc(fileListOptions.id));
  for (const row of rows) byList.set(row.fileListId, [...(byList.get(row.fileListId) ?? []), row]);
  return byList;
}
