import type { AppContext } from '../../app-context.js';
import { presentQueue } from './queue.presenter.js';
import type { QueueRow } from '../../db/schema/index.js';

/** Record changes on `company-{id}-queue`, to that company only. */
export function emitQueueUpdate(ctx: AppContext, row: QueueRow): void {
  ctx.realtime.toCompany(row.companyId, 'queue', { action: 'update', queue: presentQueue(row, { secret: ctx.config.jwtSecret, now: ctx.clock.now() }) });
}

export function emitQueueDelete(ctx: AppContext, companyId: number, queueId: number): void {
  ctx.realtime.toCompany(companyId, 'queue', { action: 'delete', queueId });
}
