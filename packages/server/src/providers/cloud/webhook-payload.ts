import { z } from 'zod';

/**
 * Meta's webhook payload, read leniently: unknown fields pass, and each message or
 * status is checked on its own so one odd item never costs the rest of a batch.
 */
export const webhookEnvelope = z.object({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      id: z.string().optional(),
      changes: z.array(z.looseObject({ field: z.string(), value: z.unknown() })).default([]),
    }),
  ),
});

const metaError = z.looseObject({
  code: z.number().optional(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.looseObject({ details: z.string().optional() }).optional(),
});
export type MetaError = z.infer<typeof metaError>;

/** The `value` of a `messages` change; messages and statuses stay unknown until checked one by one. */
export const messagesValue = z.looseObject({
  metadata: z.looseObject({ phone_number_id: z.string(), display_phone_number: z.string().optional() }).optional(),
  contacts: z.array(z.looseObject({ wa_id: z.string().optional(), profile: z.looseObject({ name: z.string().optional() }).optional() })).optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
  errors: z.array(metaError).optional(),
});
export type MessagesValue = z.infer<typeof messagesValue>;

/** Unix seconds as Meta sends them (a string, sometimes a number). */
const unixSeconds = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    ctx.addIssue({ code: 'custom', message: 'not a unix timestamp' });
    return z.NEVER;
  }
  return new Date(seconds * 1000).toISOString();
});

const media = z.looseObject({
  id: z.string(),
  mime_type: z.string().optional(),
  sha256: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});
export type CloudInboundMedia = z.infer<typeof media>;

const contactCard = z.looseObject({
  name: z.looseObject({
    formatted_name: z.string(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    middle_name: z.string().optional(),
    prefix: z.string().optional(),
    suffix: z.string().optional(),
  }),
  phones: z.array(z.looseObject({ phone: z.string().optional(), wa_id: z.string().optional(), type: z.string().optional() })).optional(),
  emails: z.array(z.looseObject({ email: z.string().optional(), type: z.string().optional() })).optional(),
  org: z.looseObject({ company: z.string().optional(), department: z.string().optional(), title: z.string().optional() }).optional(),
  urls: z.array(z.looseObject({ url: z.string().optional(), type: z.string().optional() })).optional(),
});

const titled = z.looseObject({ id: z.string().optional(), title: z.string().optional(), description: z.string().optional() });

export const inboundMessage = z.looseObject({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: unixSeconds,
  type: z.string(),
  context: z.looseObject({ from: z.string().optional(), id: z.string().optional() }).optional(),
  text: z.looseObject({ body: z.string() }).optional(),
  image: media.optional(),
  audio: media.optional(),
  video: media.optional(),
  document: media.optional(),
  sticker: media.optional(),
  location: z
    .looseObject({ latitude: z.coerce.number(), longitude: z.coerce.number(), name: z.string().optional(), address: z.string().optional() })
    .optional(),
  contacts: z.array(contactCard).optional(),
  reaction: z.looseObject({ message_id: z.string(), emoji: z.string().optional() }).optional(),
  interactive: z
    .looseObject({ type: z.string(), button_reply: titled.optional(), list_reply: titled.optional(), nfm_reply: z.looseObject({ body: z.string().optional(), name: z.string().optional() }).optional() })
    .optional(),
  button: z.looseObject({ payload: z.string().optional(), text: z.string().optional() }).optional(),
  errors: z.array(metaError).optional(),
});
export type CloudInboundMessage = z.infer<typeof inboundMessage>;

export const messageStatus = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  timestamp: unixSeconds,
  recipient_id: z.string().optional(),
  errors: z.array(metaError).optional(),
});
export type CloudMessageStatus = z.infer<typeof messageStatus>;
