import { z } from 'zod';
import { flagSchema, idSchema, noneSchema, pageNumberSchema } from './common.js';
import { ticketSchema } from './ticket.js';

export const MESSAGES_PAGE_SIZE = 20;

/** The mediaType values of a Message, plus `chat` for text and `sticker`. */
export const MESSAGE_MEDIA_TYPES = ['chat', 'image', 'audio', 'video', 'application', 'sticker', 'contactMessage', 'contactsArrayMessage', 'locationMessage', 'call_log'] as const;
export type MessageMediaType = (typeof MESSAGE_MEDIA_TYPES)[number];

const quotedSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  fromMe: z.boolean(),
  mediaType: z.string(),
  mediaUrl: z.string().nullable(),
  isDeleted: z.boolean(),
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** A message as the API and the socket answer it. */
export const messageSchema = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  companyId: z.number().int(),
  contactId: z.number().int(),
  whatsappId: z.number().int().nullable(),
  /** The WhatsApp message id, once known. */
  providerMessageId: z.string().nullable(),
  body: z.string(),
  fromMe: z.boolean(),
  mediaType: z.string(),
  /** A signed, expiring path on this server. */
  mediaUrl: z.string().nullable(),
  mediaName: z.string().nullable(),
  mimetype: z.string().nullable(),
  ack: z.number().int().min(0).max(5),
  read: z.boolean(),
  isDeleted: z.boolean(),
  isEdited: z.boolean(),
  isAutomatic: z.boolean(),
  /** pending until the provider accepted it; failed carries `sendError` (ERR_SENDING_WAPP_MSG). */
  sendStatus: z.enum(['received', 'pending', 'sent', 'failed']),
  sendError: z.string().nullable(),
  quotedMsgId: z.number().int().nullable(),
  quotedMsg: quotedSchema.nullable(),
  userId: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Who wrote it: the ticket's contact, or the group participant. */
  contact: z.object({ id: z.number().int(), name: z.string(), number: z.string(), profilePicUrl: z.string() }).nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number(), name: z.string().optional(), address: z.string().optional() }).nullable(),
  vcards: z.array(z.string()).nullable(),
  reactions: z.array(z.object({ emoji: z.string(), fromMe: z.boolean() })),
  edits: z.array(z.object({ body: z.string(), editedAt: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET /messages/{ticketId}`: newest page first, each page oldest first. */
export const messageListSchema = z.object({ messages: z.array(messageSchema), ticket: ticketSchema, count: z.number().int(), hasMore: z.boolean() });
export type MessageList = z.infer<typeof messageListSchema>;

export const messageListQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  peek: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const MESSAGE_BODY_MAX = 65_536;

/** `quotedMsg` is the quoted message, an object with its `id` (or the id alone). */
const quotedMsgParam = z
  .union([z.object({ id: idSchema }).loose(), idSchema, noneSchema])
  .optional()
  .transform((value) => (value === null || value === undefined ? undefined : typeof value === 'object' ? value.id : value));

/** `POST /messages/{ticketId}` as JSON. */
export const messageSendSchema = z.object({
  body: z.string().max(MESSAGE_BODY_MAX).optional().default(''),
  read: flagSchema.optional(),
  fromMe: flagSchema.optional(),
  mediaUrl: z.string().max(2000).nullable().optional(),
  quotedMsg: quotedMsgParam,
});
export type MessageSendBody = z.output<typeof messageSendSchema>;

export const messageEditSchema = z.object({ body: z.string().trim().min(1, 'Required').max(MESSAGE_BODY_MAX) });
