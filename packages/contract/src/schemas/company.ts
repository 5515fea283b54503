import { z } from 'zod';
import { boundedText, emailSchema, flagSchema, idSchema, isCalendarDay, pageNumberSchema, TEXT } from './common.js';
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

export const COMPANIES_PAGE_SIZE = 20;
export type Recurrence = (typeof RECURRENCES)[number];

/** A company row of the super user's list: its plan named, settings and schedules left out. */
export const companyListItemSchema = companySchema.omit({ plan: true, settings: true, schedules: true }).extend({
  plan: z.object({ id: z.number().int(), name: z.string() }),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** `GET /companies?searchParam&pageNumber` (the super user's Empresas tab). */
export const companyPageSchema = z.object({ companies: z.array(companyListItemSchema), count: z.number().int(), hasMore: z.boolean() });
export type CompanyPage = z.infer<typeof companyPageSchema>;

export const companyListQuerySchema = z.object({
  searchParam: z.string().max(200, TEXT.tooLong).optional(),
  pageNumber: pageNumberSchema,
});

/**
 * The due date of the company form: a day, or null for anything else — null, '', or text that is
 * no date (the form sends an invalid or empty date as null). A company without a due
 * date never expires. A date-time is read as its day.
 */
export const companyDueDateSchema = z.unknown().transform((value): string | null => {
  if (typeof value !== 'string') return null;
  const day = value.trim().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isCalendarDay(day) ? day : null;
});

const billingText = z.string().trim().max(200, TEXT.tooLong);
const companyFields = {
  name: boundedText(1, 100),
  email: emailSchema,
  phone: phoneSchema,
  planId: idSchema,
  status: flagSchema,
  dueDate: companyDueDateSchema,
  recurrence: z.enum(RECURRENCES, { error: 'Invalid recurrence' }),
  campaignsEnabled: flagSchema,
  billingName: billingText,
  zipCode: billingText,
  street: billingText,
  state: billingText,
  city: billingText,
  district: billingText,
};

/**
 * `POST /companies` (the super user's company form): e-mail and plan required. The company's first
 * admin signs in with the company's e-mail and `password`, or a generated one answered once.
 */
export const companyBodySchema = z.object({
  ...companyFields,
  phone: phoneSchema.optional().default(''),
  status: flagSchema.default(true),
  dueDate: companyDueDateSchema.optional(),
  recurrence: companyFields.recurrence.default('MENSAL'),
  campaignsEnabled: flagSchema.optional(),
  billingName: billingText.optional(),
  zipCode: billingText.optional(),
  street: billingText.optional(),
  state: billingText.optional(),
  city: billingText.optional(),
  district: billingText.optional(),
  password: z.string().min(5, TEXT.tooShort).max(50, TEXT.tooLong).optional(),
});
export type CompanyBody = z.input<typeof companyBodySchema>;

/** `PUT /companies/{id}`: the same fields, each optional (absent keeps what is stored). */
export const companyUpdateSchema = z.object(companyFields).partial();
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

/** A created company; `adminPassword` only when the server generated the first admin's password. */
export const companyCreatedSchema = companySchema.extend({ adminPassword: z.string().optional() });
