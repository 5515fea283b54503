import { eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared-statement.js';
import { userQueues } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';

// Almost every ticket and message request asks: prepared once (db/prepared-statement.ts).
const userQueueRows = preparedStatement('user_queue_ids', (executor) =>
  executor
    .select({ queueId: userQueues.queueId })
    .from(userQueues)
    .where(eq(userQueues.userId, sql.placeholder('userId'))),
);

/** The queues a user works in (the user row belongs to the caller's company: checked by who asks). */
export async function queueIdsOfUser(executor: Executor, userId: number): Promise<number[]> {
  const rows = await userQueueRows(executor, { userId });
  return rows.map((row) => row.queueId);
}
