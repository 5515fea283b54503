import { isAdmin, type User } from '@prosa/contract';

/**
 * Users who never see tickets without a queue: not admins and without "ticket without queue"
 * (`allTicket`). A connection without queues leaves every ticket there for them.
 */
export function usersBlindToUnqueued(users: readonly Pick<User, 'profile' | 'allTicket'>[]): number {
  return users.filter((user) => !isAdmin(user) && user.allTicket !== 'enabled').length;
}

export interface QueueRouting {
  queueCount: number;
  transferQueueId: number | null;
  /** Minutes; tickets without a queue go to `transferQueueId` after them. */
  timeToTransfer: number | null;
}

/** Tickets of this connection stay without a queue: no queue to choose and no redirection to one. */
export function leavesTicketsUnqueued(routing: QueueRouting): boolean {
  const redirected = routing.transferQueueId !== null && (routing.timeToTransfer ?? 0) > 0;
  return routing.queueCount === 0 && !redirected;
}
