import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { EngineContext } from '../../engine-context.js';
import { queues, tickets, whatsapps } from '../../db/schema/index.js';
import { defineJob } from '../../jobs/index.js';
import { scheduleAutoTransfer, TICKET_TIMER_JOBS } from '../tickets/ticket-timers.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { recordTransition } from '../tickets/ticket-transitions.js';
import { inCompany } from '../../db/company-scope.js';

const payload = z.object({ companyId: z.number().int(), ticketId: z.number().int() });

export function autoTransferJob(ctx: EngineContext) {
  return defineJob({
    name: TICKET_TIMER_JOBS.autoTransfer,
    payload,
    handler: async ({ companyId, ticketId }) => {
      const now = ctx.clock.now();
      const moved = await ctx.db.transaction(async (tx) => {
        const [ticket] = await tx.select().from(tickets).where(inCompany(tickets, companyId, eq(tickets.id, ticketId))).for('update');
        if (!ticket || ticket.status !== 'pending' || ticket.queueId !== null || ticket.whatsappId === null) return undefined;
        const [connection] = await tx.select().from(whatsapps).where(inCompany(whatsapps, companyId, eq(whatsapps.id, ticket.whatsappId)));
        if (!connection?.timeToTransfer || connection.transferQueueId === null) return undefined;
        // Activity since the timer was set (it is keyed, but a late run re-checks): wait the rest.
        const due = ticket.lastMessageAt.getTime() + connection.timeToTransfer * 60_000;
        if (due > now.getTime()) {
          await scheduleAutoTransfer(tx, ticket, connection, ticket.lastMessageAt);
          return undefined;
        }
        const [queue] = await tx.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, ticket.companyId), eq(queues.id, connection.transferQueueId)));
        if (!queue) return undefined;
        const [row] = await tx.update(tickets).set({ queueId: queue.id, chatbot: false, queueOptionId: null, queuedAt: now, updatedAt: now }).where(inCompany(tickets, companyId, eq(tickets.id, ticket.id))).returning();
        await recordTransition(tx, ticket, row!, 'auto-transfer', null, now);
        return { row: row!, before: ticket };
      });
      if (moved) await emitTicketUpdate(ctx, moved.row, moved.before);
    },
  });
}
