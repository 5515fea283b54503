import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { prompts } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';

export const PROMPTS_PAGE_SIZE = 20;

export async function findPrompt(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select().from(prompts).where(and(eq(prompts.companyId, companyId), eq(prompts.id, id)));
  if (!row) throw new AppError('ERR_NO_PROMPT_FOUND');
  return row;
}

function searchFilter(companyId: number, searchParam: string | undefined): SQL | undefined {
  const term = searchParam?.trim();
  return term ? and(eq(prompts.companyId, companyId), sql`lower(${prompts.name}) like ${likePattern(term.toLowerCase())}`) : eq(prompts.companyId, companyId);
}

export function pagePrompts(executor: Executor, companyId: number, searchParam: string | undefined, pageNumber: number) {
  return pageOf(executor, prompts, searchFilter(companyId, searchParam), [asc(prompts.name), asc(prompts.id)], pageNumber, PROMPTS_PAGE_SIZE);
}
