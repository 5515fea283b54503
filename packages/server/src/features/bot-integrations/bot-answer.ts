import { z } from 'zod';
import type { OutboundMessage } from '../messages/outbound.js';

/**
 * What an n8n or webhook integration may answer: texts to send in order, a transfer to a
 * queue (and user), tags to add by name, closing the ticket, or handing it to humans. An empty body
 * means "nothing to do".
 */
export const botAnswerSchema = z.object({
  replies: z.array(z.object({ body: z.string().max(65_536) })).max(20).optional(),
  transfer: z.object({ queueId: z.number().int().positive(), userId: z.number().int().positive().optional() }).optional(),
  tags: z.array(z.string().max(100)).max(20).optional(),
  close: z.boolean().optional(),
  handoff: z.boolean().optional(),
});
export type BotAnswer = z.infer<typeof botAnswerSchema>;

/** An answer the engine carries out: replies built here (not posted by a service) may carry a stored file. */
export type EngineBotAnswer = Omit<BotAnswer, 'replies'> & { replies?: { body: string; media?: OutboundMessage['media'] }[] };

/** Reads the answer's text; anything that is not this JSON is a failure of the service (retried). */
export function parseBotAnswer(text: string): BotAnswer {
  if (!text.trim()) return {};
  return botAnswerSchema.parse(JSON.parse(text));
}
