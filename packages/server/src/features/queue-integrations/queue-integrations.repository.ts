import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { queueIntegrations } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';

export const INTEGRATIONS_PAGE_SIZE = 20;

export async function findQueueIntegration(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select().from(queueIntegrations).where(and(eq(queueIntegrations.companyId, companyId), eq(queueIntegrations.id, id)));
  if (!row) throw new AppError('ERR_NO_INTEGRATION_FOUND');
  return row;
}

function searchFilter(companyId: number, searchParam: string | undefined): SQL | undefined {
  const term = searchParam?.trim();
  return term ? and(eq(queueIntegrations.companyId, companyId), sql`lower(${queueIntegrations.name}) like ${likePattern(term.toLowerCase())}`) : eq(queueIntegrations.companyId, companyId);
}

/** One page of the integrations page: case-insensitive substring of the name, by name. */
export function pageQueueIntegrations(executor: Executor, companyId: number, searchParam: string | undefined, pageNumber: number) {
  return pageOf(executor, queueIntegrations, searchFilter(companyId, searchParam), [asc(queueIntegrations.name), asc(queueIntegrations.id)], pageNumber, INTEGRATIONS_PAGE_SIZE);
}
