/** The plan flags that switch whole areas on or off. */
export const PLAN_FEATURES = [
  'useCampaigns',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/**
 * The plan flag that gates each area's routes, by path prefix. The
 * server's route guard gates every route under a prefix, so an area that adds routes is gated
 * without saying so again; a new area adds one line here. `useCampaigns` is also switched off by
 * the company's `campaignsEnabled` setting. `/tags/kanban` is not gated: the tags page reads it.
 */
export const PLAN_GATED_PATHS: readonly (readonly [prefix: string, feature: PlanFeature])[] = [
  ['/campaigns', 'useCampaigns'],
  ['/campaign-settings', 'useCampaigns'],
  ['/contact-lists', 'useCampaigns'],
  ['/contact-list-items', 'useCampaigns'],
  ['/schedules', 'useSchedules'],
  ['/chats', 'useInternalChat'],
  ['/api/messages/send', 'useExternalApi'],
  ['/ticket/kanban', 'useKanban'],
  ['/ticket-tags', 'useKanban'],
  ['/prompt', 'useOpenAi'],
  ['/queueIntegration', 'useIntegrations'],
  ['/webhook-subscriptions', 'useIntegrations'],
];

/** The plan flag a route path needs, if any: the prefix itself or anything below it (`/chats/{id}/read`). */
export function planFeatureOfPath(path: string): PlanFeature | undefined {
  return PLAN_GATED_PATHS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
}
