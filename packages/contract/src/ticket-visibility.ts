/** Who is looking at tickets: what the visibility rule needs to know about a user. */
export interface TicketViewerScope {
  userId: number;
  admin: boolean;
  /** The user's `allTicket` is enabled: tickets without a queue are visible. */
  allTicket: boolean;
  /** The queues the user works in. */
  queueIds: readonly number[];
}

/**
 * Whether a user may see a ticket at all: admins see every ticket; others see
 * the tickets of their queues and their own, and tickets without a queue only with `allTicket`.
 * The one statement of the rule: the server's access checks, its socket rooms and the web app's
 * live lists all apply it (the ticket list's SQL states the same rule, and a test compares them).
 */
export function maySeeTicket(viewer: TicketViewerScope, ticket: { userId: number | null; queueId: number | null }): boolean {
  if (viewer.admin) return true;
  if (ticket.userId === viewer.userId) return true;
  if (ticket.queueId === null) return viewer.allTicket;
  return viewer.queueIds.includes(ticket.queueId);
}
