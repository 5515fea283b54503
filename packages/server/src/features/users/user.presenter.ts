import { asc, eq, inArray } from 'drizzle-orm';
import type { User } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { queues, userQueues } from '../../db/schema/index.js';
import type { UserRow } from '../../db/schema/index.js';

type QueueRef = User['queues'][number];

function toUser(user: UserRow, userQueueRows: QueueRef[]): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    super: user.super,
    companyId: user.companyId,
    whatsappId: user.whatsappId,
    allTicket: user.allTicket,
    online: user.online,
    queues: userQueueRows,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** Several users with their queues in one query (list pages). */
export async function presentUsers(executor: Executor, rows: UserRow[]): Promise<User[]> {
  if (!rows.length) return [];
  const links = await executor
    .select({ userId: userQueues.userId, id: queues.id, name: queues.name, color: queues.color })
    .from(userQueues)
    .innerJoin(queues, eq(queues.id, userQueues.queueId))
    .where(inArray(userQueues.userId, rows.map((row) => row.id)))
    .orderBy(asc(queues.orderQueue), asc(queues.name));
  const byUser = new Map<number, QueueRef[]>();
  for (const { userId, ...queue } of links) byUser.set(userId, [...(byUser.get(userId) ?? []), queue]);
  return rows.map((row) => toUser(row, byUser.get(row.id) ?? []));
}

export async function presentUser(executor: Executor, user: UserRow): Promise<User> {
  const [presented] = await presentUsers(executor, [user]);
  return presented!;
}
