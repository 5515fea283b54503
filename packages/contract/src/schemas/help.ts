import { z } from 'zod';
import { boundedText, TEXT } from './common.js';

/** A help video of the platform: no company owns it. */
export const helpSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The YouTube video code; the thumbnail and the player are built from it. */
  video: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Help = z.infer<typeof helpSchema>;

const INVALID_VIDEO = 'Invalid video';

/** A YouTube video code (`dQw4w9WgXcQ`) or an address holding one (watch, youtu.be, embed, shorts). */
export function youTubeCode(value: string): string | undefined {
  const text = value.trim();
  if (/^[\w-]{6,20}$/.test(text)) return text;
  const match = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,20})(?:[?&#/].*)?$/.exec(text);
  return match?.[1];
}

const videoSchema = z
  .string({ error: TEXT.required })
  .trim()
  .min(1, TEXT.required)
  .max(300, INVALID_VIDEO)
  .transform((value, ctx) => {
    const code = youTubeCode(value);
    if (!code) ctx.addIssue({ code: 'custom', message: INVALID_VIDEO });
    return code ?? '';
  });

/** `POST /helps`: title and video required. */
export const helpBodySchema = z.object({
  title: boundedText(1, 200),
  description: z.string().trim().max(2000, TEXT.tooLong).optional().default(''),
  video: videoSchema,
});
export type HelpBody = z.input<typeof helpBodySchema>;

/** `PUT /helps/{id}`: only the fields sent change. */
export const helpUpdateSchema = z.object({
  title: boundedText(1, 200).optional(),
  description: z.string().trim().max(2000, TEXT.tooLong).optional(),
  video: videoSchema.optional(),
});
