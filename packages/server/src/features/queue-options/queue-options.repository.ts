import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { queueOptions, queues } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

/** An option of the company (through its queue); another company's is "not found". */
export async function findQueueOption(executor: Executor, companyId: number, id: number) {
  const [row] = await executor
    .select({ option: queueOptions })
    .from(queueOptions)
    .innerJoin(queues, eq(queues.id, queueOptions.queueId))
    .where(and(eq(queues.companyId, companyId), eq(queueOptions.id, id)));
  if (!row) throw new AppError('ERR_NO_QUEUE_OPTION_FOUND');
  return row.option;
}

/** Every option of one queue (a menu is small: the tree is built in memory). */
export function optionsOfQueue(executor: Executor, queueId: number) {
  return executor.select().from(queueOptions).where(eq(queueOptions.queueId, queueId)).orderBy(asc(queueOptions.id));
}
