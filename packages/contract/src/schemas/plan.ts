import { z } from 'zod';
import { boundedText, flagSchema, integerSchema, TEXT } from './common.js';

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

/** Every field of a plan, for the super user (`GET /plans/all`, `GET /plans/{id}`, writes). */
export const planAdminSchema = planSchema.extend({ mediaQuotaMb: z.number().int() });
export type PlanAdmin = z.infer<typeof planAdminSchema>;

const INVALID_VALUE = 'Invalid value';
/** The largest price a `numeric(12, 2)` column holds. */
const MAX_PLAN_VALUE = 9_999_999_999.99;

/**
 * A price in reais: a number or its text (`"99.90"`, `"99,90"`, as a form sends it), kept with two
 * decimals.
 */
export const moneySchema = z
  .union([z.number({ error: INVALID_VALUE }), z.string({ error: INVALID_VALUE }).trim().regex(/^\d{1,10}([.,]\d{1,2})?$/, INVALID_VALUE).transform((text) => Number(text.replace(',', '.')))], {
    error: (issue) => (issue.input === undefined ? TEXT.required : INVALID_VALUE),
  })
  .pipe(z.number().finite(INVALID_VALUE).min(0, INVALID_VALUE).max(MAX_PLAN_VALUE, INVALID_VALUE))
  .transform((value) => Math.round(value * 100) / 100);

const planCount = integerSchema(0, 1_000_000);
const planFlag = flagSchema.default(true);

/** `POST /plans`: a new plan has every flag on and counts 0 unless said otherwise. */
export const planBodySchema = z.object({
  name: boundedText(1, 100),
  users: planCount.default(0),
  connections: planCount.default(0),
  queues: planCount.default(0),
  value: moneySchema.default(0),
  useCampaigns: planFlag,
  useSchedules: planFlag,
  useInternalChat: planFlag,
  useExternalApi: planFlag,
  useKanban: planFlag,
  useOpenAi: planFlag,
  useIntegrations: planFlag,
  mediaQuotaMb: integerSchema(0, 10_000_000).optional(),
});
export type PlanBody = z.input<typeof planBodySchema>;

/** `PUT /plans/{id}`: only the fields sent change. */
export const planUpdateSchema = z.object({
  name: boundedText(1, 100).optional(),
  users: planCount.optional(),
  connections: planCount.optional(),
  queues: planCount.optional(),
  value: moneySchema.optional(),
  useCampaigns: flagSchema.optional(),
  useSchedules: flagSchema.optional(),
  useInternalChat: flagSchema.optional(),
  useExternalApi: flagSchema.optional(),
  useKanban: flagSchema.optional(),
  useOpenAi: flagSchema.optional(),
  useIntegrations: flagSchema.optional(),
  mediaQuotaMb: integerSchema(0, 10_000_000).optional(),
});
