import { z } from 'zod';
import { boundedText, companyIdParam, idSchema, pageNumberSchema, TEXT } from './common.js';
import { contactNumberSchema, optionalEmail } from './contact.js';

/** A contact list as the API answers it: `contactsCount` counts its items. */
export const contactListRecordSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  contactsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactListRecord = z.infer<typeof contactListRecordSchema>;

/** `POST /contact-lists`, `PUT /contact-lists/{id}` (name 2 to 50). */
export const contactListBodySchema = z.object({ name: boundedText(2, 50), companyId: z.unknown().optional() });
export type ContactListBody = z.input<typeof contactListBodySchema>;

export const contactListPageQuerySchema = z.object({ searchParam: z.string().max(200, TEXT.tooLong).optional(), pageNumber: pageNumberSchema });
export const contactListPageSchema = z.object({ records: z.array(contactListRecordSchema), count: z.number().int(), hasMore: z.boolean() });
export type ContactListPage = z.infer<typeof contactListPageSchema>;
export const contactListShortQuerySchema = z.object({ companyId: companyIdParam });

/** One person of a list; `isWhatsappValid` is null until a connected session checked the number. */
export const contactListItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  contactListId: z.number().int(),
  name: z.string(),
  number: z.string(),
  email: z.string(),
  isWhatsappValid: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

/** `POST /contact-list-items` (name 2 to 50, number 8 to 50, e-mail valid). */
export const contactListItemBodySchema = z.object({
  name: boundedText(2, 50),
  number: contactNumberSchema,
  email: optionalEmail,
  contactListId: idSchema,
  companyId: z.unknown().optional(),
});
export type ContactListItemBody = z.input<typeof contactListItemBodySchema>;
export const contactListItemUpdateSchema = contactListItemBodySchema.omit({ contactListId: true }).extend({ contactListId: z.unknown().optional() });

export const contactListItemPageQuerySchema = z.object({
  searchParam: z.string().max(200, TEXT.tooLong).optional(),
  pageNumber: pageNumberSchema,
  contactListId: idSchema,
});
export const contactListItemPageSchema = z.object({ contacts: z.array(contactListItemSchema), count: z.number().int(), hasMore: z.boolean() });
export type ContactListItemPage = z.infer<typeof contactListItemPageSchema>;

/** What `POST /contact-lists/{id}/upload` answers: rows queued, and the rows refused with their reason. */
export const contactListUploadResultSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type ContactListUploadResult = z.infer<typeof contactListUploadResultSchema>;
