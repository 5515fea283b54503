import { z } from 'zod';
import { integerSchema } from '@prosa/contract';

const digits = z.string().regex(/^\d{8,20}$/, 'digits only, with the country code');

/** The simulator contract of issue 3, literally. */
export const inboundBodySchema = z.object({
  from: digits.optional(),
  name: z.string().max(100).optional(),
  lid: z.string().regex(/^\d{5,25}$/, 'digits only').optional(),
  id: z.string().min(1).max(128).optional(),
  body: z.string().max(65_536).optional(),
  fromMe: z.boolean().optional(),
  mediaType: z.enum(['image', 'audio', 'video', 'application', 'locationMessage', 'contactMessage', 'contactsArrayMessage']).optional(),
  media: z.object({ filename: z.string().min(1).max(200), mimetype: z.string().min(3).max(120), base64: z.string().max(24 * 1024 * 1024) }).optional(),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), name: z.string().max(200).optional() }).optional(),
  vcard: z.string().max(20_000).optional(),
  vcards: z.array(z.string().max(20_000)).max(50).optional(),
  quotedId: z.string().max(128).optional(),
  group: z.object({ id: z.string().regex(/^[\d-]{5,40}$/), name: z.string().max(100).optional() }).optional(),
  /** Seconds since 1970, as WhatsApp sends them; up to the last second of year 9999. */
  timestamp: z.number().int().positive().max(253_402_300_799).optional(),
}).refine((body) => body.from !== undefined || body.lid !== undefined, { message: 'from or lid is required', path: ['from'] });

export const updateBodySchema = z.object({
  id: z.string().min(1).max(128),
  type: z.enum(['edit', 'revoke', 'reaction']),
  body: z.string().max(65_536).optional(),
  emoji: z.string().max(16).optional(),
});

export const ackBodySchema = z.object({ id: z.string().min(1).max(128), ack: z.number().int().min(1).max(5) });
export const callBodySchema = z.object({ from: digits });
export const scanBodySchema = z.object({ number: digits.optional() }).nullish();
export const outboxQuerySchema = z.object({ since: integerSchema(0, Number.MAX_SAFE_INTEGER).optional() });

export const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({ id: z.string(), to: z.string(), body: z.string(), mediaType: z.string(), filename: z.string().optional(), quotedId: z.string().optional(), timestamp: z.number() }),
  ),
});
