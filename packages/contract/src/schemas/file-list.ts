import { z } from 'zod';
import { idSchema, pageNumberSchema, TEXT } from './common.js';

/** Texts of the file-list form. */
export const FILE_LIST_TEXT = { nameTooShort: 'nome muito curto', required: 'Obrigatório' } as const;

export const fileListOptionSchema = z.object({ id: z.number().int(), name: z.string(), path: z.string().nullable(), mediaType: z.string().nullable() });

/** A file list as the API answers it; an option's `path` is a signed URL once its file arrived. */
export const fileListSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  message: z.string(),
  userId: z.number().int().nullable(),
  options: z.array(fileListOptionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileList = z.infer<typeof fileListSchema>;

/** `POST /files`, `PUT /files/{id}`: name at least 3, message required, options each with a name. */
export const fileListBodySchema = z.object({
  name: z.string({ error: FILE_LIST_TEXT.required }).trim().min(1, FILE_LIST_TEXT.required).min(3, FILE_LIST_TEXT.nameTooShort).max(100, TEXT.tooLong),
  message: z.string({ error: FILE_LIST_TEXT.required }).trim().min(1, FILE_LIST_TEXT.required).max(4096, TEXT.tooLong),
  options: z
    .array(z.object({ id: idSchema.optional(), name: z.string({ error: FILE_LIST_TEXT.required }).trim().min(1, FILE_LIST_TEXT.required).max(100, TEXT.tooLong), path: z.unknown().optional(), mediaType: z.unknown().optional(), file: z.unknown().optional() }))
    .max(50, TEXT.tooLong)
    .optional()
    .default([]),
  userId: z.unknown().optional(),
  companyId: z.unknown().optional(),
});
export type FileListBody = z.input<typeof fileListBodySchema>;

export const fileListQuerySchema = z.object({ searchParam: z.string().max(200, TEXT.tooLong).optional(), pageNumber: pageNumberSchema, companyId: z.unknown().optional() });
export const fileListPageSchema = z.object({ files: z.array(fileListSchema), count: z.number().int(), hasMore: z.boolean() });
export type FileListPage = z.infer<typeof fileListPageSchema>;
