/** The plan flags that switch whole areas on or off (seed 000 §1, seed 001 §1). */
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
