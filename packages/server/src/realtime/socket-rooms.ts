import { isAdmin, type TicketStatus } from '@prosa/contract';
import type { Executor } from '../db/types.js';
import { queueIdsOfUser } from '../features/users/user-queues.js';
import type { RequestAuth } from '../shared/caller.js';
import { rooms } from './rooms.js';

/** The queues a user's lists follow: their own, plus "no queue" when `allTicket` is enabled. */
async function followedQueues(executor: Executor, auth: RequestAuth): Promise<(number | null)[]> {
  const ids: (number | null)[] = await queueIdsOfUser(executor, auth.userId);
  if (auth.allTicket === 'enabled') ids.push(null);
  return ids;
}

/** `joinTickets`: admins follow the whole status; others only their queues' tickets of it. */
export async function statusRooms(executor: Executor, auth: RequestAuth, status: TicketStatus): Promise<string[]> {
  if (isAdmin(auth)) return [rooms.status(auth.companyId, status)];
  return (await followedQueues(executor, auth)).map((queueId) => rooms.queueStatus(auth.companyId, queueId, status));
}

/** `joinNotification`: the same split for the notification bell. */
export async function notificationRooms(executor: Executor, auth: RequestAuth): Promise<string[]> {
  if (isAdmin(auth)) return [rooms.notification(auth.companyId)];
  return (await followedQueues(executor, auth)).map((queueId) => rooms.queueNotification(auth.companyId, queueId));
}
