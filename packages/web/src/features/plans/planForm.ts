import { PLAN_FEATURES, type PlanAdmin, type PlanBody, type PlanFeature } from '@prosa/contract';
import { z } from 'zod';

const count = z.string().trim().regex(/^\d{1,7}$/, 'plans.validation.count');

/** The plan form; a new plan has every flag on and counts 0. */
export const planFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  users: count,
  connections: count,
  queues: count,
  value: z.string().trim().regex(/^\d{1,10}([.,]\d{1,2})?$/, 'plans.validation.value'),
  features: z.record(z.string(), z.boolean()),
});
export type PlanFormValues = z.infer<typeof planFormSchema>;
export const PLAN_FORM_FIELDS = ['name', 'users', 'connections', 'queues', 'value'] as const;

export function planFormValues(plan: PlanAdmin | undefined): PlanFormValues {
  return {
    name: plan?.name ?? '',
    users: String(plan?.users ?? 0),
    connections: String(plan?.connections ?? 0),
    queues: String(plan?.queues ?? 0),
    value: (plan?.value ?? 0).toFixed(2),
    features: Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, plan?.[feature] ?? true])),
  };
}

export function planBody(values: PlanFormValues): PlanBody {
  const flags = Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, values.features[feature] ?? true])) as Record<PlanFeature, boolean>;
  return { name: values.name.trim(), users: Number(values.users), connections: Number(values.connections), queues: Number(values.queues), value: values.value.replace(',', '.'), ...flags };
}

/** R$ 1.234,50 */
export function formatReais(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : language === 'es' ? 'es' : 'pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
}
