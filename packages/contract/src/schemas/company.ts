import { z } from 'zod';
import { boundedText, emailSchema, flagSchema, idSchema, TEXT } from './common.js';
import { weekScheduleEntrySchema } from '../schedules.js';
import { planSchema } from './plan.js';

export const RECURRENCES = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const;

export const companySettingSchema = z.object({ key: z.string(), value: z.string() });

/** The company as a signed-in user sees it (login response, `GET /auth/me`). */
export const sessionCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.boolean(),
  dueDate: z.string().nullable(),
  trialExpiration: z.string().nullable(),
  recurrence: z.string(),
  planId: z.number().int(),
  schedules: z.array(weekScheduleEntrySchema),
  settings: z.array(companySettingSchema),
});
export type SessionCompany = z.infer<typeof sessionCompanySchema>;

/**
 * A company as its administrators (and the super user) read it: `GET /companies/{id}` (the company
 * service's `find`). `campaignsEnabled` mirrors the company's setting.
 */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  planId: z.number().int(),
  plan: planSchema,
  status: z.boolean(),
  campaignsEnabled: z.boolean(),
  dueDate: z.string().nullable(),
  recurrence: z.string(),
  schedules: z.array(weekScheduleEntrySchema),
  settings: z.array(companySettingSchema),
  billingName: z.string(),
  zipCode: z.string(),
  street: z.string(),
  state: z.string(),
  city: z.string(),
  district: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** Digits of a Brazilian phone as typed in the signup mask `(99) 99999-9999`. */
const phoneSchema = z
  .string()
  .trim()
  .max(30, TEXT.tooLong)
  .transform((phone) => phone.replace(/\D/g, ''))
  .pipe(z.string().max(11, TEXT.tooLong));

/**
 * `POST /companies/cadastro`. The server computes due date,
 * recurrence and status itself, so those fields are accepted and ignored.
 */
export const signupBodySchema = z.object({
  name: boundedText(2, 50),
  email: emailSchema,
  phone: phoneSchema.optional().default(''),
  password: z.string({ error: TEXT.required }).min(5, TEXT.tooShort).max(50, TEXT.tooLong),
  planId: idSchema,
  recurrence: z.unknown().optional(),
  dueDate: z.unknown().optional(),
  status: z.unknown().optional(),
  campaignsEnabled: flagSchema.optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const signupResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.boolean(),
  dueDate: z.string(),
  recurrence: z.string(),
  planId: z.number().int(),
});
