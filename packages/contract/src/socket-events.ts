import { z } from 'zod';
import { idSchema } from './schemas/common.js';

/** Ticket statuses whose lists a socket may follow with `joinTickets`. */
export const TICKET_STATUSES = ['pending', 'open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * Socket.io event names. Every company channel is
 * `company-{companyId}-<name>` with a `{ action, <entity> }` payload; `company-announcement` is the
 * one channel every company receives.
 */
export const COMPANY_CHANNELS = [
  'ticket',
  'appMessage',
  'contact',
  'whatsapp',
  'whatsappSession',
  'user',
  'auth',
  'queue',
  'tag',
  'quickemessage',
  'schedule',
  'campaign',
  'campaignSettings',
  'chat',
  'payment',
  'settings',
  'ContactList',
  'ContactListItem',
  'file',
  'prompt',
  'webhookSubscription',
  'queueIntegration',
  'help',
] as const;
export type CompanyChannel = (typeof COMPANY_CHANNELS)[number] | `chat-${number}` | `chat-user-${number}` | `ContactListItem-${number}`;

export function companyEvent(companyId: number, channel: CompanyChannel): string {
  return `company-${companyId}-${channel}`;
}

export const ANNOUNCEMENT_EVENT = 'company-announcement';

/** A payload on a company channel: the action plus the presenter shape of the entity. */
export interface ChannelPayload {
  action: string;
  [entity: string]: unknown;
}

/** A ticket named bare or wrapped: `5`, `"5"` or `{ ticketId: 5 }`. */
const ticketPayload = z.union([idSchema, z.looseObject({ ticketId: idSchema })]).transform((value) => (typeof value === 'object' ? value.ticketId : value));

/** A ticket status named bare or wrapped: `"open"` or `{ status: "open" }`. */
const statusPayload = z
  .union([z.enum(TICKET_STATUSES), z.looseObject({ status: z.enum(TICKET_STATUSES) })])
  .transform((value): TicketStatus => (typeof value === 'object' ? value.status : value));

/** Events that carry nothing the server reads: whatever comes with them is ignored. */
const noPayload = z.unknown().transform(() => undefined);

/**
 * Every event a client may send, with the schema its payload must pass. The server ignores an
 * event whose payload fails (with a debug log), so no payload reaches a handler unchecked.
 */
export const CLIENT_EVENT_SCHEMAS = {
  joinChatBox: ticketPayload,
  leaveChatBox: ticketPayload,
  joinTickets: statusPayload,
  leaveTickets: statusPayload,
  joinNotification: noPayload,
  leaveNotification: noPayload,
  userStatus: noPayload,
} as const;
export type ClientEventName = keyof typeof CLIENT_EVENT_SCHEMAS;
export type ClientEventPayload<E extends ClientEventName> = z.output<(typeof CLIENT_EVENT_SCHEMAS)[E]>;

/** What a client may send; values are bare or wrapped (`5` or `{ ticketId: 5 }`). */
export type ClientToServerEvents = { [E in ClientEventName]: (payload?: z.input<(typeof CLIENT_EVENT_SCHEMAS)[E]>) => void };

export interface ServerToClientEvents {
  ready: () => void;
  [event: string]: (payload: never) => void;
}
