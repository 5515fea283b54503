import { z } from 'zod';
import { normaliseProfile, type Actor } from '../permissions.js';
import { flagSchema, pageNumberSchema, TEXT } from './common.js';

/** Tag validation texts. */
export const TAG_TEXT = { required: 'Obrigatório', tooShort: 'Mensagem muito curta' } as const;

export const TAG_NAME_MIN = 3;
export const TAG_NAME_MAX = 100;
export const DEFAULT_TAG_COLOR = '#5C59A0';

/** A tag as the API answers it. `kanban` is 1 for a kanban lane, else 0. */
export const tagSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  color: z.string(),
  kanban: z.number().int(),
  userId: z.number().int().nullable(),
  ticketsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagNameSchema = z
  .string({ error: TAG_TEXT.required })
  .trim()
  .min(1, TAG_TEXT.required)
  .min(TAG_NAME_MIN, TAG_TEXT.tooShort)
  .max(TAG_NAME_MAX, TEXT.tooLong);

/** The kanban flag arrives as 1/0, as a boolean from a switch, or as a string in a form. */
export const kanbanFlagSchema = flagSchema.transform((on) => (on ? 1 : 0));

const colorSchema = z.string().trim().min(1, TEXT.required).max(30, TEXT.tooLong);

/** `POST /tags` (the conversation's tag editor sends only `{ name }`). `userId` is accepted and ignored. */
export const tagBodySchema = z.object({
  name: tagNameSchema,
  color: colorSchema.optional(),
  kanban: kanbanFlagSchema.optional(),
  userId: z.unknown().optional(),
});
export type TagBody = z.input<typeof tagBodySchema>;

/** `PUT /tags/{id}`: the same fields, each optional. */
export const tagUpdateSchema = tagBodySchema.partial();

export const tagListQuerySchema = z.object({
  searchParam: z.string().max(200).optional(),
  pageNumber: pageNumberSchema,
});

export const tagPageSchema = z.object({ tags: z.array(tagSchema), count: z.number().int(), hasMore: z.boolean() });
export type TagPage = z.infer<typeof tagPageSchema>;

/** `GET /tags/kanban`: the kanban lanes under the seeds' key `lista`. */
export const kanbanTagsSchema = z.object({ lista: z.array(tagSchema) });

/** Only admins and supervisors see and set the Kanban switch. */
export function canSetTagKanban(actor: Actor): boolean {
  const profile = normaliseProfile(actor.profile);
  return profile === 'admin' || profile === 'supervisor';
}

/** Editing and deleting a tag: admins and supervisors, or whoever created it. */
export function canManageTag(actor: Actor & { id: number }, tag: { userId: number | null }): boolean {
  return canSetTagKanban(actor) || (tag.userId !== null && tag.userId === actor.id);
}
