import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { queues } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

export async function findQueue(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select().from(queues).where(and(eq(queues.companyId, companyId), eq(queues.id, id)));
  if (!row) throw new AppError('ERR_NO_QUEUE_FOUND');
  return row;
}

/** The order of the bot menu: `orderQueue`, then name; unordered queues last. */
export function listQueues(executor: Executor, companyId: number) {
  return executor.select().from(queues).where(eq(queues.companyId, companyId)).orderBy(asc(queues.orderQueue), asc(queues.name), asc(queues.id));
}

export async function countQueues(executor: Executor, companyId: number): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(queues).where(eq(queues.companyId, companyId));
  return row?.total ?? 0;
}

export async function colorTaken(executor: Executor, companyId: number, color: string, exceptId?: number): Promise<boolean> {
  const [row] = await executor.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, companyId), eq(queues.color, color)));
  return row !== undefined && row.id !== exceptId;
}
