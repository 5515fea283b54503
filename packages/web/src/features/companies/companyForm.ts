import type { CompanyBody, CompanyListItem } from '@prosa/contract';
import { z } from 'zod';

/** E-mail and plan required; an invalid or empty due date is sent as null. */
export const companyFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.invalidEmail')),
  phone: z.string().max(30, 'validation.tooLong'),
  planId: z.string().min(1, 'validation.required'),
  status: z.boolean(),
  campaignsEnabled: z.boolean(),
  dueDate: z.string(),
  recurrence: z.string(),
  billingName: z.string().max(200, 'validation.tooLong'),
  zipCode: z.string().max(200, 'validation.tooLong'),
  street: z.string().max(200, 'validation.tooLong'),
  state: z.string().max(200, 'validation.tooLong'),
  city: z.string().max(200, 'validation.tooLong'),
  district: z.string().max(200, 'validation.tooLong'),
});
export type CompanyFormValues = z.infer<typeof companyFormSchema>;
export const COMPANY_FORM_FIELDS = ['name', 'email', 'phone', 'planId', 'status', 'campaignsEnabled', 'dueDate', 'recurrence', 'billingName', 'zipCode', 'street', 'state', 'city', 'district'] as const;

export function companyFormValues(record: CompanyListItem | undefined): CompanyFormValues {
  return {
    name: record?.name ?? '',
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    planId: record ? String(record.planId) : '',
    status: record?.status ?? true,
    campaignsEnabled: record?.campaignsEnabled ?? true,
    dueDate: record?.dueDate ?? '',
    recurrence: record?.recurrence ?? 'MENSAL',
    billingName: record?.billingName ?? '',
    zipCode: record?.zipCode ?? '',
    street: record?.street ?? '',
    state: record?.state ?? '',
    city: record?.city ?? '',
    district: record?.district ?? '',
  };
}

export function companyBody(values: CompanyFormValues): CompanyBody {
  const { planId, dueDate, recurrence, ...rest } = values;
  return { ...rest, planId: Number(planId), dueDate: /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? dueDate : null, recurrence: recurrence as CompanyBody['recurrence'] };
}
