import type { QuickMessage, QuickMessageBody } from '@prosa/contract';
import { z } from 'zod';

/** Shortcode required ('Obrigatório'); messages are locale keys. */
export const quickMessageFormSchema = z.object({
  shortcode: z.string().trim().min(1, 'quickMessages.validation.required').max(100, 'validation.tooLong'),
  message: z.string().max(10_000, 'validation.tooLong'),
  geral: z.boolean(),
});
export type QuickMessageFormValues = z.infer<typeof quickMessageFormSchema>;
export const QUICK_MESSAGE_FORM_FIELDS = ['shortcode', 'message', 'geral'] as const;

/** The message text area has 7 rows. */
export const MESSAGE_ROWS = 7;

export function quickMessageFormValues(record: QuickMessage | undefined): QuickMessageFormValues {
  return { shortcode: record?.shortcode ?? '', message: record?.message ?? '', geral: record?.geral ?? false };
}

export function quickMessageBody(values: QuickMessageFormValues): QuickMessageBody {
  return { shortcode: values.shortcode.trim(), message: values.message, geral: values.geral };
}

/** The attachment's name as it will be stored, spaces replaced with underscores. */
export function attachmentName(fileName: string): string {
  return fileName.replace(/\s+/g, '_');
}
