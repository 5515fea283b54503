import type { ANNOUNCEMENT_EVENT, AnnouncementEvent, ChannelEvent, CompanyChannel, WebhookEvent } from '@prosa/contract';

/**
 * The one way features publish live updates: always into rooms the server
 * joined after checking the socket's session, and only after the transaction committed. Payloads
 * are typed by the contract's channel map (`CHANNEL_PAYLOADS`).
 */
export interface Realtime {
  /** Every socket of the company. */
  toCompany<C extends CompanyChannel>(companyId: number, channel: C, payload: ChannelEvent<C>): void;
  /** Every socket of one user. */
  toUser<C extends CompanyChannel>(companyId: number, userId: number, channel: C, payload: ChannelEvent<C>): void;
  /**
   * Sockets in a server-managed room (ticket, status, queue rooms), named by `rooms.ts`; sockets that
   * are also in one of `except` are left out.
   */
  toRooms<C extends CompanyChannel>(rooms: string[], companyId: number, channel: C, payload: ChannelEvent<C>, except?: string[]): void;
  /** The one channel every company receives: the platform's announcements. */
  toEveryone(event: typeof ANNOUNCEMENT_EVENT, payload: AnnouncementEvent): void;
  /**
   * The same after-commit moments, told to the company's outgoing webhooks (`features/webhooks`):
   * the ticket, message and contact emitters call it next to their socket event, so one place
   * decides what happened. Never throws; absent where no process composes it (unit tests).
   */
  toWebhooks?(companyId: number, event: WebhookEvent, data: unknown): Promise<void>;
}

/** One event as it left, for whoever watches the emits (the tests). */
export interface EmittedEvent {
  /** The socket.io event name: `company-{id}-<channel>` or an all-company channel. */
  event: string;
  channel: string;
  companyId?: number;
  /** Where it went: the company, a user, rooms, or everyone. */
  to: { company: number } | { user: number } | { rooms: string[]; except: string[] } | { everyone: true };
  payload: unknown;
}
