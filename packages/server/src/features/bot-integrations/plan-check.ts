import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { companies, plans } from '../../db/schema/index.js';

/**
 * Why the company's plan no longer lets this automation drive a ticket, or undefined while it does.
 * Checked on every turn, not only when the automation starts: a plan changed by the super user (or
 * a company moved to another plan) stops the bots already driving tickets at their next message.
 */
export async function planRefusal(executor: Executor, companyId: number, kind: 'integration' | 'prompt'): Promise<string | undefined> {
  const [row] = await executor.select({ useIntegrations: plans.useIntegrations, useOpenAi: plans.useOpenAi }).from(companies).innerJoin(plans, eq(plans.id, companies.planId)).where(eq(companies.id, companyId));
  if (kind === 'integration' && !row?.useIntegrations) return 'O plano da empresa não inclui mais integrações';
  if (kind === 'prompt' && !row?.useOpenAi) return 'O plano da empresa não inclui mais o OpenAI';
  return undefined;
}
