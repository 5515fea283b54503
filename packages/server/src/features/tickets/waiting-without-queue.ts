import { and, count, eq, isNull, min, sql } from 'drizzle-orm';
import type { WaitingWithoutQueue } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { tickets } from '../../db/schema/index.js';

/**
 * The pending tickets of a company that wait without a queue (a connection without queues, a bot
 * that gave up), counted with the time the oldest started waiting: when it was queued (returned to
 * the list) or else created. Served by the queue/status index.
 */
export async function waitingWithoutQueue(executor: Executor, companyId: number): Promise<WaitingWithoutQueue> {
  const [row] = await executor
    .select({ count: count(), oldestSince: min(sql<Date>`coalesce(${tickets.queuedAt}, ${tickets.createdAt})`) })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), isNull(tickets.queueId), eq(tickets.status, 'pending')));
  const oldest = row?.oldestSince;
  return { count: row?.count ?? 0, oldestSince: oldest ? new Date(oldest).toISOString() : null };
}
