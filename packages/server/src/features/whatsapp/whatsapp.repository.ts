import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { queues, whatsappQueues, whatsapps } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

export async function findWhatsapp(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select().from(whatsapps).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, id)));
  if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
  return row;
}

export function listWhatsapps(executor: Executor, companyId: number) {
  return executor.select().from(whatsapps).where(eq(whatsapps.companyId, companyId)).orderBy(asc(whatsapps.name), asc(whatsapps.id));
}

export async function countWhatsapps(executor: Executor, companyId: number): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(whatsapps).where(eq(whatsapps.companyId, companyId));
  return row?.total ?? 0;
}

/** The queues of each connection, ordered as the bot menu lists them. */
export async function queuesByWhatsapp(executor: Executor, whatsappIds: number[]) {
  const byId = new Map<number, { id: number; name: string; color: string }[]>(whatsappIds.map((id) => [id, []]));
  if (whatsappIds.length === 0) return byId;
  const rows = await executor
    .select({ whatsappId: whatsappQueues.whatsappId, id: queues.id, name: queues.name, color: queues.color })
    .from(whatsappQueues)
    .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
    .where(inArray(whatsappQueues.whatsappId, whatsappIds))
    .orderBy(asc(queues.orderQueue), asc(queues.name));
  for (const { whatsappId, ...queue } of rows) byId.get(whatsappId)?.push(queue);
  return byId;
}

/** Queue ids that exist in the company (others are silently not the company's: refused by the caller). */
export async function companyQueueIds(executor: Executor, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, companyId), inArray(queues.id, ids)));
  return new Set(rows.map((row) => row.id));
}
