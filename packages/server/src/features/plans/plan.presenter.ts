import type { Plan, PlanAdmin } from '@prosa/contract';
import type { plans } from '../../db/schema/index.js';

export function presentPlan(plan: typeof plans.$inferSelect): Plan {
  return {
    id: plan.id,
    name: plan.name,
    users: plan.users,
    connections: plan.connections,
    queues: plan.queues,
    value: plan.value,
    useCampaigns: plan.useCampaigns,
    useSchedules: plan.useSchedules,
    useInternalChat: plan.useInternalChat,
    useExternalApi: plan.useExternalApi,
    useKanban: plan.useKanban,
    useOpenAi: plan.useOpenAi,
    useIntegrations: plan.useIntegrations,
  };
}

/** Every field, for the super user. */
export function presentPlanForAdmin(plan: typeof plans.$inferSelect): PlanAdmin {
  return { ...presentPlan(plan), mediaQuotaMb: plan.mediaQuotaMb };
}
