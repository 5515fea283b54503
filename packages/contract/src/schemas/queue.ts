import { z } from 'zod';
import { weekScheduleEntrySchema } from '../schedules.js';
import { boundedText, idSchema, INT32_MAX, integerSchema, noneSchema, refSchema, TEXT } from './common.js';

/** A queue (sector) as the API answers it. */
export const queueSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  color: z.string(),
  greetingMessage: z.string(),
  outOfHoursMessage: z.string(),
  orderQueue: z.number().int().nullable(),
  schedules: z.array(weekScheduleEntrySchema),
  integrationId: z.number().int().nullable(),
  promptId: z.number().int().nullable(),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  /** A signed, expiring link to the attachment. */
  mediaUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Queue = z.infer<typeof queueSchema>;

const optionalText = (max: number) => z.string().max(max, TEXT.tooLong).optional();

/** Colour: required, 3 to 9 characters; stored lower-case so `#FFF` and `#fff` are one colour. */
export const queueColorSchema = z
  .string({ error: TEXT.required })
  .trim()
  .min(1, TEXT.required)
  .min(3, TEXT.tooShort)
  .max(9, TEXT.tooLong)
  .transform((color) => color.toLowerCase());

/** `POST /queue` and `PUT /queue/{id}`: the form plus schedules, promptId and integrationId. */
export const queueBodySchema = z.object({
  name: boundedText(2, 50),
  color: queueColorSchema,
  greetingMessage: optionalText(4096),
  outOfHoursMessage: optionalText(4096),
  // A number first: 0 is a position here, not "none".
  orderQueue: z.union([integerSchema(-1_000_000, 1_000_000), noneSchema]).optional(),
  /** Seven weekday rows; absent on creation means the default hours. */
  schedules: z.array(weekScheduleEntrySchema).length(7).optional(),
  promptId: refSchema,
  integrationId: refSchema,
});
export type QueueBody = z.input<typeof queueBodySchema>;

/** A queue option: one node of the queue's bot menu, with its whole subtree. */
export interface QueueOption {
  id: number;
  queueId: number;
  parentId: number | null;
  title: string;
  message: string;
  option: string;
  mediaPath: string | null;
  mediaName: string | null;
  mediaUrl: string | null;
  createdAt: string;
  updatedAt: string;
  children: QueueOption[];
}

export const queueOptionSchema: z.ZodType<QueueOption> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    queueId: z.number().int(),
    parentId: z.number().int().nullable(),
    title: z.string(),
    message: z.string(),
    option: z.string(),
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
    mediaUrl: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    children: z.array(queueOptionSchema),
  }),
);

/** `-1`, "none" (null, '', false, 0 …) or absent mean the root level. */
const parentIdSchema = z
  .union([noneSchema, integerSchema(-1, INT32_MAX)])
  .optional()
  .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

/** `GET /queue-options?queueId=&parentId=`. */
export const queueOptionsQuerySchema = z.object({ queueId: idSchema, parentId: parentIdSchema });

const optionText = z.string().trim().max(20, TEXT.tooLong);

/** `POST /queue-options`; `option` (the number the customer types) defaults to the next position. */
export const queueOptionCreateSchema = z.object({
  queueId: idSchema,
  parentId: parentIdSchema,
  title: z.string({ error: TEXT.required }).trim().min(1, TEXT.required).max(200, TEXT.tooLong),
  message: optionalText(4096),
  option: z.union([optionText, integerSchema(0, 1_000_000).transform(String)]).optional(),
});

/** `PUT /queue-options/{id}`: the fields given change; the node stays where it is in the tree. */
export const queueOptionUpdateSchema = z.object({
  title: z.string().trim().min(1, TEXT.required).max(200, TEXT.tooLong).optional(),
  message: optionalText(4096),
  option: z.union([optionText.min(1, TEXT.required), integerSchema(0, 1_000_000).transform(String)]).optional(),
});
