import { z } from 'zod';
import { flagSchema, refSchema, TEXT } from './common.js';
import { contactNumberSchema } from './contact.js';
import { MESSAGE_BODY_MAX } from './message.js';

/**
 * `POST /api/messages/send` as JSON: the number without a mask
 * (country code, area code, number), the text, and optionally closing the ticket after the send or
 * quoting an earlier message of the same conversation.
 */
export const externalSendBodySchema = z.object({
  number: contactNumberSchema,
  body: z.string({ error: TEXT.required }).max(MESSAGE_BODY_MAX, TEXT.tooLong).refine((text) => text.trim() !== '', TEXT.required),
  closeTicket: flagSchema.optional(),
  quotedMsgId: refSchema,
});
export type ExternalSendBody = z.output<typeof externalSendBodySchema>;

/** The multipart form of the same call: files in `medias`, `body` as their caption (optional). */
export const externalSendFormSchema = z.object({
  number: contactNumberSchema,
  body: z.string().max(MESSAGE_BODY_MAX, TEXT.tooLong).optional().default(''),
  closeTicket: flagSchema.optional(),
  quotedMsgId: refSchema,
});

/** The answer: the reference's `mensagem`, plus what a caller needs to follow the message. */
export const externalSendResultSchema = z.object({
  mensagem: z.literal('Mensagem enviada'),
  messageId: z.number().int(),
  ticketId: z.number().int(),
});
export type ExternalSendResult = z.infer<typeof externalSendResultSchema>;
