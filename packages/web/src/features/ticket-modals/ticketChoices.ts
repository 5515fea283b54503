import type { OtherOpenTicket } from '@prosa/contract';
import { isApiError } from '../../api/ApiError';

interface NamedRef {
  id: number;
  name: string;
}

interface Viewer {
  id: number;
  admin: boolean;
  queues: readonly { id: number }[];
  whatsappId: number | null;
}

/** New ticket: a user picks among their own queues; an admin among all. */
export function queueChoices<Q extends NamedRef>(viewer: Viewer, companyQueues: readonly Q[]): Q[] {
  if (viewer.admin) return [...companyQueues];
  const own = new Set(viewer.queues.map((queue) => queue.id));
  return companyQueues.filter((queue) => own.has(queue.id));
}

/** The user's default connection when it still exists, else the company's default, else none. */
export function defaultConnectionId(viewer: Pick<Viewer, 'whatsappId'>, connections: readonly { id: number; isDefault: boolean }[]): number | null {
  if (viewer.whatsappId !== null && connections.some((connection) => connection.id === viewer.whatsappId)) return viewer.whatsappId;
  return connections.find((connection) => connection.isDefault)?.id ?? connections[0]?.id ?? null;
}

/** Transfer: the users of the chosen queue; every user while no queue is chosen. */
export function usersOfQueue<U extends { queues?: readonly { id: number }[] }>(users: readonly U[], queueId: number | null): U[] {
  if (queueId === null) return [...users];
  return users.filter((user) => user.queues === undefined || user.queues.some((queue) => queue.id === queueId));
}

/** A transfer with a user opens the ticket for them; with only a queue it waits pending. */
export function transferBody(choice: { queueId: number; userId: number | null; whatsappId: number | null }) {
  return { queueId: choice.queueId, userId: choice.userId, status: choice.userId === null ? ('pending' as const) : ('open' as const), whatsappId: choice.whatsappId };
}

/** After a transfer the caller stays on the ticket only when it is still theirs. */
export function leavesCaller(transferredTo: number | null, viewerId: number): boolean {
  return transferredTo !== viewerId;
}

export type HeldTicket = { kind: 'mine'; uuid: string } | { kind: 'other'; userName: string | null; queueName: string | null };

/**
 * Reads a 409 `ERR_OTHER_OPEN_TICKET` of `POST /tickets`: the caller's own ticket is
 * simply opened, anyone else's is named in a notice. Any other failure answers null.
 */
export function heldTicketOf(error: unknown, viewerId: number): HeldTicket | null {
  if (!isApiError(error) || error.code !== 'ERR_OTHER_OPEN_TICKET') return null;
  const ticket = error.body.ticket as Partial<OtherOpenTicket> | undefined;
  if (typeof ticket !== 'object' || ticket === null || typeof ticket.uuid !== 'string') return null;
  if (ticket.userId === viewerId) return { kind: 'mine', uuid: ticket.uuid };
  return { kind: 'other', userName: ticket.user?.name ?? null, queueName: ticket.queue?.name ?? null };
}
