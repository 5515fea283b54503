import { z } from 'zod';

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  users: z.number().int(),
  connections: z.number().int(),
  queues: z.number().int(),
  value: z.number(),
  useCampaigns: z.boolean(),
  useSchedules: z.boolean(),
  useInternalChat: z.boolean(),
  useExternalApi: z.boolean(),
  useKanban: z.boolean(),
  useOpenAi: z.boolean(),
  useIntegrations: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /companies/listPlan/{companyId}`: the company with its plan, for the web app's gates. */
export const companyPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  planId: z.number().int(),
  plan: planSchema,
});
export type CompanyPlan = z.infer<typeof companyPlanSchema>;
