/**
 * Socket.io event names (design.md §4b "Socket"). Every company channel is
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
  'queueIntegration',
  'help',
] as const;
export type CompanyChannel = (typeof COMPANY_CHANNELS)[number] | `chat-${number}` | `chat-user-${number}`;

export function companyEvent(companyId: number, channel: CompanyChannel): string {
  return `company-${companyId}-${channel}`;
}

export const ANNOUNCEMENT_EVENT = 'company-announcement';

/** A payload on a company channel: the action plus the presenter shape of the entity. */
export interface ChannelPayload {
  action: string;
  [entity: string]: unknown;
}

/** The `auth` channel tells a user's other sockets that the account logged in elsewhere. */
export interface AuthEventPayload {
  action: 'update';
  user: { id: number; email: string; companyId: number };
  /** The session the login created: the tab holding it knows the event is its own. */
  sessionId?: string;
}

/** What a client may send; values are bare or wrapped (`5` or `{ ticketId: 5 }`). */
export interface ClientToServerEvents {
  joinChatBox: (ticket: number | string | { ticketId: number | string }) => void;
  leaveChatBox: (ticket: number | string | { ticketId: number | string }) => void;
  joinTickets: (status: string | { status: string }) => void;
  leaveTickets: (status: string | { status: string }) => void;
  joinNotification: () => void;
  leaveNotification: () => void;
  userStatus: () => void;
}

export interface ServerToClientEvents {
  ready: () => void;
  [event: string]: (payload: never) => void;
}

/** Ticket statuses whose lists a socket may follow with `joinTickets`. */
export const TICKET_STATUSES = ['pending', 'open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
