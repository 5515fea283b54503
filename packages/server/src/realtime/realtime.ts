import type { ChannelPayload, CompanyChannel } from '@prosa/contract';

/**
 * The one way features publish live updates (design.md §4 "Realtime"): always into rooms the server
 * joined after checking the socket's session, and only after the transaction committed.
 */
export interface Realtime {
  /** Every socket of the company. */
  toCompany(companyId: number, channel: CompanyChannel, payload: ChannelPayload): void;
  /** Every socket of one user. */
  toUser(companyId: number, userId: number, channel: CompanyChannel, payload: ChannelPayload): void;
  /**
   * Sockets in a server-managed room (ticket, status, queue rooms), named by `rooms.ts`; sockets that
   * are also in one of `except` are left out.
   */
  toRooms(rooms: string[], companyId: number, channel: CompanyChannel, payload: ChannelPayload, except?: string[]): void;
  /** The one channel every company receives (announcements). */
  toEveryone(event: string, payload: ChannelPayload): void;
}
