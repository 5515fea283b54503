import { z } from 'zod';
import { chatRoomEventSchema, chatUserEventSchema } from './schemas/chat.js';
import { contactSchema, IMPORT_SKIP_REASONS } from './schemas/contact.js';
import { paymentEventSchema } from './schemas/invoice.js';
import { contactListItemSchema, contactListRecordSchema } from './schemas/contact-list.js';
import { campaignSchema, campaignSettingsSchema } from './schemas/campaign.js';
import { fileListSchema } from './schemas/file-list.js';
import { messageSchema } from './schemas/message.js';
import { queueSchema } from './schemas/queue.js';
import { quickMessageSchema } from './schemas/quick-message.js';
import { scheduleSchema } from './schemas/schedule.js';
import { settingSchema } from './schemas/setting.js';
import { tagSchema } from './schemas/tag.js';
import { ticketSchema } from './schemas/ticket.js';
import { userSchema } from './schemas/user.js';
import { whatsappSchema } from './schemas/whatsapp.js';
import { webhookSubscriptionSchema } from './schemas/webhook-subscription.js';
import { queueIntegrationSchema } from './schemas/queue-integration.js';
import { promptSchema } from './schemas/prompt.js';

const id = z.number().int();
const deleted = <K extends string>(key: K) => z.object({ action: z.literal('delete'), ...({ [key]: id } as Record<K, typeof id>) });

/**
 * Every company channel with the schema of its payloads: `{ action, <entity> }` with the presenter
 * shape of the entity. The server emits only through this map and the web
 * app listens only through it, so a changed shape fails to compile (and, in tests, to emit) rather
 * than being dropped by a listener.
 */
export const CHANNEL_PAYLOADS = {
  ticket: z.discriminatedUnion('action', [z.object({ action: z.literal('update'), ticket: ticketSchema }), deleted('ticketId'), z.object({ action: z.literal('updateUnread'), ticketId: id })]),
  appMessage: z.discriminatedUnion('action', [
    z.object({ action: z.literal('create'), message: messageSchema, ticket: ticketSchema, contact: contactSchema }),
    z.object({ action: z.literal('update'), message: messageSchema, ticket: ticketSchema.optional(), contact: contactSchema.optional() }),
  ]),
  contact: z.discriminatedUnion('action', [
    z.object({ action: z.enum(['create', 'update']), contact: contactSchema }),
    deleted('contactId'),
    z.object({ action: z.literal('import-progress'), importId: z.string(), processed: id, total: id }),
    z.object({ action: z.literal('import-done'), importId: z.string(), created: id, updated: id, skipped: z.array(z.object({ row: id, reason: z.enum(IMPORT_SKIP_REASONS) })) }),
  ]),
  whatsapp: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), whatsapp: whatsappSchema }), deleted('whatsappId')]),
  whatsappSession: z.object({ action: z.literal('update'), session: whatsappSchema }),
  user: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), user: userSchema }), deleted('userId')]),
  /** Tells a user's other tabs that the account logged in elsewhere; `sessionId` names the new login. */
  auth: z.object({ action: z.literal('update'), user: z.object({ id, email: z.string(), companyId: id }), sessionId: z.string().optional() }),
  queue: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), queue: queueSchema }), deleted('queueId')]),
  tag: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), tag: tagSchema }), deleted('tagId')]),
  /** The seeds' spelling; a record and a bare `id` on delete, as the reference sends them. */
  quickemessage: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), record: quickMessageSchema }), deleted('id')]),
  settings: z.object({ action: z.literal('update'), setting: settingSchema }),
  /** A confirmed payment of one of the company's invoices, with the company's new due date. */
  payment: paymentEventSchema,
  /** Schedules: their author and the company's admins and supervisors hear them. */
  schedule: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), schedule: scheduleSchema }), deleted('scheduleId')]),
  ContactList: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), record: contactListRecordSchema }), deleted('id')]),
  /** Every item change of the company; `ContactListItem-{listId}` carries the same for one list's page. */
  ContactListItem: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), record: contactListItemSchema }), deleted('id'), z.object({ action: z.literal('reload'), contactListId: id })]),
  'ContactListItem-{listId}': z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), record: contactListItemSchema }), deleted('id'), z.object({ action: z.literal('reload'), contactListId: id })]),
  campaignSettings: z.object({ action: z.literal('update'), settings: campaignSettingsSchema }),
  campaign: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), record: campaignSchema }), deleted('id')]),
  file: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), fileList: fileListSchema }), deleted('fileId')]),
  queueIntegration: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), queueIntegration: queueIntegrationSchema }), deleted('integrationId')]),
  prompt: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), prompt: promptSchema }), deleted('promptId')]),
  /** Outgoing webhooks, to the company's admins; `update` also when failures switched one off. */
  webhookSubscription: z.discriminatedUnion('action', [z.object({ action: z.enum(['create', 'update']), webhookSubscription: webhookSubscriptionSchema }), deleted('webhookSubscriptionId')]),
  /** One member's view of their chats: each member hears this under their own id. */
  'chat-user-{userId}': chatUserEventSchema,
  /** The open message pane of one chat, heard by its members only. */
  'chat-{chatId}': chatRoomEventSchema,
} as const;

export type KnownChannel = keyof typeof CHANNEL_PAYLOADS;

/** Channels named per record (`chat-12`, `chat-user-5`) share the schema of their kind. */
export type ChannelKind<C extends string> = C extends `chat-user-${number}`
  ? 'chat-user-{userId}'
  : C extends `chat-${number}`
    ? 'chat-{chatId}'
    : C extends `ContactListItem-${number}`
      ? 'ContactListItem-{listId}'
      : C;

export function channelKind(channel: string): string {
  if (/^chat-user-\d+$/.test(channel)) return 'chat-user-{userId}';
  if (/^chat-\d+$/.test(channel)) return 'chat-{chatId}';
  if (/^ContactListItem-\d+$/.test(channel)) return 'ContactListItem-{listId}';
  return channel;
}

/** The payload of a channel's events; channels missing from the map have none (no emit compiles). */
export type ChannelEvent<C extends string> = ChannelKind<C> extends KnownChannel ? z.infer<(typeof CHANNEL_PAYLOADS)[ChannelKind<C>]> : never;

/** The schema of a channel's payloads, or undefined for a channel the map does not know. */
export function channelPayloadSchema(channel: string): z.ZodType | undefined {
  const kind = channelKind(channel);
  return Object.hasOwn(CHANNEL_PAYLOADS, kind) ? CHANNEL_PAYLOADS[kind as KnownChannel] : undefined;
}
