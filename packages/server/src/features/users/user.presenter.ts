import { asc, eq } from 'drizzle-orm';
import type { User } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { queues, userQueues, type users } from '../../db/schema/index.js';

export async function presentUser(executor: Executor, user: typeof users.$inferSelect): Promise<User> {
  const userQueueRows = await executor
    .select({ id: queues.id, name: queues.name, color: queues.color })
    .from(userQueues)
    .innerJoin(queues, eq(queues.id, userQueues.queueId))
    .where(eq(userQueues.userId, user.id))
    .orderBy(asc(queues.orderQueue), asc(queues.name));
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
