import { z } from 'zod';
import { boundedText, dayParam, idSchema, pageNumberSchema, TEXT } from './common.js';

/** One line of a contact's extra info list. */
export const contactExtraInfoSchema = z.object({ id: z.number().int(), name: z.string(), value: z.string() });
export type ContactExtraInfo = z.infer<typeof contactExtraInfoSchema>;

/** A contact as the API answers it. */
export const contactSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  number: z.string(),
  email: z.string(),
  profilePicUrl: z.string(),
  isGroup: z.boolean(),
  companyId: z.number().int(),
  whatsappId: z.number().int().nullable(),
  whatsapp: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  extraInfo: z.array(contactExtraInfoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** `GET /contacts`: 20 per page, ordered by name. */
export const contactListSchema = z.object({ contacts: z.array(contactSchema), count: z.number().int(), hasMore: z.boolean() });
export type ContactList = z.infer<typeof contactListSchema>;


export const contactListQuerySchema = z.object({
  searchParam: z.string().max(200, TEXT.tooLong).optional().default(''),
  pageNumber: pageNumberSchema,
  date: dayParam,
  dateStart: dayParam,
  dateEnd: dayParam,
});

/** Phone digits as typed: anything that is not a digit is dropped before the length check. */
export const contactNumberSchema = z
  .string({ error: TEXT.required })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().min(8, TEXT.tooShort).max(50, TEXT.tooLong));

export const optionalEmail = z
  .string()
  .trim()
  .max(254, TEXT.tooLong)
  .optional()
  .default('')
  .pipe(z.union([z.literal(''), z.email({ error: TEXT.invalidEmail })]))
  .transform((email) => email.toLowerCase());

const extraInfoInput = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1, TEXT.required).max(100, TEXT.tooLong),
  value: z.string().max(1000, TEXT.tooLong).optional().default(''),
});

/** The contact form: name required, 2 to 50; number 8 to 50; email valid. */
export const contactBodySchema = z.object({
  name: boundedText(2, 50),
  number: contactNumberSchema,
  email: optionalEmail,
  extraInfo: z.array(extraInfoInput).max(100, TEXT.tooLong).optional().default([]),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** `POST /contacts/findOrCreate` {name, number, email}. */
export const contactFindOrCreateSchema = z.object({
  name: z.string().trim().max(50, TEXT.tooLong).optional().default(''),
  number: contactNumberSchema,
  email: optionalEmail,
});

/** `GET /contacts/list`: a bare array for pickers. */
export const contactOptionSchema = z.object({ id: z.number().int(), name: z.string(), number: z.string() });

/** Why a sheet row was not imported. */
export const IMPORT_SKIP_REASONS = ['missing-number', 'invalid-number', 'invalid-email', 'duplicate-in-sheet'] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

/** Progress and final report of a sheet import (`POST /contacts/upload`, `GET /contacts/upload/{importId}`). */
export const contactImportStateSchema = z.object({
  importId: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  processed: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.enum(IMPORT_SKIP_REASONS) })),
  error: z.string().optional(),
});
export type ContactImportState = z.infer<typeof contactImportStateSchema>;
