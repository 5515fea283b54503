import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { queues, tickets, whatsapps } from '../../db/schema/index.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { emitTicketUpdate } from './ticket.events.js';
import type { TicketRow } from './ticket.presenter.js';
import { recordTransition } from './ticket-transitions.js';

export const AUTO_TRANSFER_JOB = 'auto-transfer';
const payload = z.object({ companyId: z.number().int(), ticketId: z.number().int() });

/**
 * rules.md "Auto-transfer": a pending ticket without a queue moves to the connection's
 * `transferQueueId` after `timeToTransfer` minutes without activity. Keyed per ticket, so every
 * inbound message pushes the timer back.
 */
export async function scheduleAutoTransfer(executor: Executor, ticket: TicketRow, connection: Pick<typeof whatsapps.$inferSelect, 'timeToTransfer' | 'transferQueueId'>, now: Date): Promise<void> {
  if (!connection.timeToTransfer || connection.timeToTransfer <= 0 || connection.transferQueueId === null) return;
  await enqueueJob(executor, {
    name: AUTO_TRANSFER_JOB,
    payload: { companyId: ticket.companyId, ticketId: ticket.id },
    runAt: new Date(now.getTime() + connection.timeToTransfer * 60_000),
    dedupeKey: `autotransfer:${ticket.id}`,
  });
}

export function autoTransferJob(ctx: EngineContext) {
  return defineJob({
    name: AUTO_TRANSFER_JOB,
    payload,
    handler: async ({ ticketId }) => {
      const now = ctx.clock.now();
      const moved = await ctx.db.transaction(async (tx) => {
        const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
        if (!ticket || ticket.status !== 'pending' || ticket.queueId !== null || ticket.whatsappId === null) return undefined;
        const [connection] = await tx.select().from(whatsapps).where(eq(whatsapps.id, ticket.whatsappId));
        if (!connection?.timeToTransfer || connection.transferQueueId === null) return undefined;
        // Activity since the timer was set (it is keyed, but a late run re-checks): wait the rest.
        const due = ticket.lastMessageAt.getTime() + connection.timeToTransfer * 60_000;
        if (due > now.getTime()) {
          await scheduleAutoTransfer(tx, ticket, connection, ticket.lastMessageAt);
          return undefined;
        }
        const [queue] = await tx.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, ticket.companyId), eq(queues.id, connection.transferQueueId)));
        if (!queue) return undefined;
        const [row] = await tx.update(tickets).set({ queueId: queue.id, chatbot: false, queueOptionId: null, queuedAt: now, updatedAt: now }).where(eq(tickets.id, ticket.id)).returning();
        await recordTransition(tx, ticket, row!, 'auto-transfer', null, now);
        return { row: row!, before: ticket };
      });
      if (moved) await emitTicketUpdate(ctx, moved.row, moved.before);
    },
  });
}
