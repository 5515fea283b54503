import { z } from 'zod';
import { isAdmin, type Actor } from '../permissions.js';
import { flagSchema, pageNumberSchema, TEXT } from './common.js';

/** Quick-message validation text. */
export const QUICK_MESSAGE_TEXT = { required: 'Obrigatório' } as const;

/** A quick reply as the API answers it. `mediaPath` is a signed URL when present. */
export const quickMessageSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  userId: z.number().int().nullable(),
  shortcode: z.string(),
  message: z.string(),
  geral: z.boolean(),
  status: z.string(),
  isMedia: z.boolean(),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuickMessage = z.infer<typeof quickMessageSchema>;

/**
 * The record's status: a word (`active`, `inactive`) in Prosa's client, a boolean in the seeds'
 * (flag-like fields accept booleans).
 */
export const quickMessageStatusSchema = z.union([flagSchema.transform((on) => (on ? 'active' : 'inactive')), z.string().trim().max(20, TEXT.tooLong)]);

/**
 * `POST /quick-messages` and `PUT /quick-messages/{id}`. `isMedia`, `mediaPath` and `mediaName` are
 * accepted for the seeds' client and ignored: media is set only through `…/media-upload`.
 */
export const quickMessageBodySchema = z.object({
  shortcode: z.string({ error: QUICK_MESSAGE_TEXT.required }).trim().min(1, QUICK_MESSAGE_TEXT.required).max(100, TEXT.tooLong),
  message: z.string().max(10_000, TEXT.tooLong).optional(),
  geral: flagSchema.optional(),
  status: quickMessageStatusSchema.optional(),
  isMedia: z.unknown().optional(),
  mediaPath: z.unknown().optional(),
  mediaName: z.unknown().optional(),
  userId: z.unknown().optional(),
  companyId: z.unknown().optional(),
});
export type QuickMessageBody = z.input<typeof quickMessageBodySchema>;

export const quickMessageUpdateSchema = quickMessageBodySchema.partial();

/** `userId` is the seeds' client parameter: ignored, the caller decides what is visible. */
export const quickMessageListQuerySchema = z.object({
  searchParam: z.string().max(200).optional(),
  pageNumber: pageNumberSchema,
  userId: z.string().optional(),
});

export const quickMessageShortListQuerySchema = z.object({ companyId: z.string().optional(), userId: z.string().optional() });

export const quickMessagePageSchema = z.object({ records: z.array(quickMessageSchema), count: z.number().int(), hasMore: z.boolean() });
export type QuickMessagePage = z.infer<typeof quickMessagePageSchema>;


/** Editing and deleting a quick message: its author or an admin. */
export function canManageQuickMessage(actor: Actor & { id: number }, record: { userId: number | null }): boolean {
  return isAdmin(actor) || (record.userId !== null && record.userId === actor.id);
}

/** A quick-reply suggestion's label is the message cut at 35 characters plus an ellipsis. */
export function quickReplyLabel(message: string): string {
  return message.length > 35 ? `${message.slice(0, 35)}...` : message;
}
