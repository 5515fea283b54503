import type { RequestAuth } from '../shared/caller.js';

/**
 * Whether a socket may follow one ticket (`joinChatBox`). The tickets feature installs the real
 * rule when it is registered; until then nobody can join a ticket room.
 */
export type TicketRoomAccess = (auth: RequestAuth, ticketId: number) => Promise<boolean>;

export const denyAllTickets: TicketRoomAccess = async () => false;
