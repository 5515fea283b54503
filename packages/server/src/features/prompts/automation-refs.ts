import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { prompts, queueIntegrations } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { AppError } from '../../shared/app-error.js';

/**
 * A queue or connection may name only its own company's prompt and integration: the engine would
 * otherwise hand the company's tickets to an automation it cannot load (or, worse, another's).
 */
export async function assertAutomationsOwned(executor: Executor, companyId: number, refs: { promptId?: number | null; integrationId?: number | null }): Promise<void> {
  if (refs.promptId != null) {
    const [row] = await executor.select({ id: prompts.id }).from(prompts).where(inCompany(prompts, companyId, eq(prompts.id, refs.promptId)));
    if (!row) throw new AppError('ERR_NO_PROMPT_FOUND');
  }
  if (refs.integrationId != null) {
    const [row] = await executor.select({ id: queueIntegrations.id }).from(queueIntegrations).where(inCompany(queueIntegrations, companyId, eq(queueIntegrations.id, refs.integrationId)));
    if (!row) throw new AppError('ERR_NO_INTEGRATION_FOUND');
  }
}
