import { z } from 'zod';
import { idSchema, instantSchema, noneSchema, pageNumberSchema, refSchema, TEXT } from './common.js';

/** Schedule validation texts. */
export const SCHEDULE_TEXT = {
  required: 'Obrigatório',
  tooShort: 'Mensagem muito curta',
  imageOnly: 'Envie uma imagem .png, .jpg ou .jpeg',
  inThePast: 'A data de envio já passou',
} as const;

/** Attachments a schedule accepts, by the file's extension. */
export const SCHEDULE_MEDIA_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

export const SCHEDULE_STATUS_VALUES = ['PENDENTE', 'ENVIADA', 'ERRO'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUS_VALUES)[number];

/** A schedule as the API answers it; `mediaPath` is a signed URL when present. */
export const scheduleSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  body: z.string(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  status: z.enum(SCHEDULE_STATUS_VALUES),
  /** Why the send failed (the provider's text) when `status` is ERRO. */
  error: z.string().nullable(),
  contactId: z.number().int(),
  ticketId: z.number().int().nullable(),
  whatsappId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  contact: z.object({ id: z.number().int(), name: z.string(), number: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

const bodyText = z.string({ error: SCHEDULE_TEXT.required }).max(10_000, TEXT.tooLong).refine((text) => text.trim() !== '', SCHEDULE_TEXT.required).refine((text) => text.trim() === '' || text.trim().length >= 5, SCHEDULE_TEXT.tooShort);
const requiredRef = z
  .union([noneSchema, idSchema], { error: (issue) => (issue.input === undefined ? SCHEDULE_TEXT.required : 'Invalid id') })
  .refine((id) => id !== null, SCHEDULE_TEXT.required)
  .transform((id) => id!);
/**
 * ISO 8601 with an offset, or a wall time without one (`YYYY-MM-DD HH:mm:ss`, as the seeds' client
 * sends it) read in the company's time zone.
 */
const sendAtText = z.union([z.literal('').transform(() => undefined), instantSchema], { error: (issue) => (issue.input === undefined ? SCHEDULE_TEXT.required : 'Invalid date') }).refine((value) => value !== undefined, SCHEDULE_TEXT.required);

/**
 * The seeds' client posts its whole form: the record's `sentAt: ""`, `userId`, `status`, `contact`
 * and media fields are accepted and ignored (the server decides them).
 */
const ignored = {
  sentAt: z.unknown().optional(),
  userId: z.unknown().optional(),
  companyId: z.unknown().optional(),
  status: z.unknown().optional(),
  contact: z.unknown().optional(),
  user: z.unknown().optional(),
  mediaPath: z.unknown().optional(),
  mediaName: z.unknown().optional(),
  id: z.unknown().optional(),
};

/** `POST /schedules`. */
export const scheduleBodySchema = z.object({
  body: bodyText,
  contactId: requiredRef,
  sendAt: sendAtText,
  ticketId: refSchema,
  whatsappId: refSchema,
  ...ignored,
});
export type ScheduleBody = z.input<typeof scheduleBodySchema>;

/** `PUT /schedules/{id}`: what is left out keeps its value. */
export const scheduleUpdateSchema = z.object({
  body: bodyText.optional(),
  contactId: requiredRef.optional(),
  sendAt: sendAtText.optional(),
  ticketId: refSchema,
  whatsappId: refSchema,
  ...ignored,
});

/**
 * `GET /schedules`. `from`/`to` (our addition) bound `sendAt` for the calendar's visible range; a
 * ranged page holds up to 500 schedules instead of 20.
 */
export const scheduleListQuerySchema = z.object({
  searchParam: z.string().max(200).optional(),
  pageNumber: pageNumberSchema,
  contactId: idSchema.optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  userId: z.string().max(20).optional(),
  companyId: z.string().max(20).optional(),
});

export const schedulePageSchema = z.object({ schedules: z.array(scheduleSchema), count: z.number().int(), hasMore: z.boolean() });
export type SchedulePage = z.infer<typeof schedulePageSchema>;
