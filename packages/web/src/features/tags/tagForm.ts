import { DEFAULT_TAG_COLOR, TAG_NAME_MAX, TAG_NAME_MIN, type Tag, type TagBody } from '@prosa/contract';
import { z } from 'zod';

/** Name required ('Obrigatório'), at least 3 ('Mensagem muito curta'); messages are locale keys. */
export const tagFormSchema = z.object({
  name: z.string().trim().min(1, 'tags.validation.required').min(TAG_NAME_MIN, 'tags.validation.tooShort').max(TAG_NAME_MAX, 'validation.tooLong'),
  color: z.string().min(1, 'tags.validation.required'),
  kanban: z.boolean(),
});
export type TagFormValues = z.infer<typeof tagFormSchema>;
export const TAG_FORM_FIELDS = ['name', 'color', 'kanban'] as const;

export function tagFormValues(tag: Tag | undefined): TagFormValues {
  return { name: tag?.name ?? '', color: tag?.color ?? DEFAULT_TAG_COLOR, kanban: tag?.kanban === 1 };
}

/** The kanban flag travels as 1 or 0, and only when the user may set it. */
export function tagBody(values: TagFormValues, options: { mayKanban: boolean }): TagBody {
  return { name: values.name.trim(), color: values.color, ...(options.mayKanban ? { kanban: values.kanban ? 1 : 0 } : {}) };
}
