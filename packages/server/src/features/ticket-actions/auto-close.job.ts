import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { EngineContext } from '../../engine-context.js';
import { tickets, whatsapps } from '../../db/schema/index.js';
import { defineJob } from '../../jobs/index.js';
import { scheduleAutoClose, TICKET_TIMER_JOBS } from '../tickets/ticket-timers.js';
import { readCompanySettings } from '../settings/company-settings.js';
import { sendAutomatic } from '../messages/automatic-message.js';
import { emitMessageCreate } from '../messages/message.events.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { recordTransition } from '../tickets/ticket-transitions.js';
import { inCompany } from '../../db/company-scope.js';

const payload = z.object({ companyId: z.number().int(), ticketId: z.number().int() });

export function autoCloseJob(ctx: EngineContext) {
  return defineJob({
    name: TICKET_TIMER_JOBS.autoClose,
    payload,
    handler: async ({ companyId, ticketId }) => {
      const now = ctx.clock.now();
      const closed = await ctx.db.transaction(async (tx) => {
        const [ticket] = await tx.select().from(tickets).where(inCompany(tickets, companyId, eq(tickets.id, ticketId))).for('update');
        if (!ticket || ticket.status !== 'open' || !ticket.fromMe || ticket.isGroup || ticket.whatsappId === null) return undefined;
        const [connection] = await tx.select().from(whatsapps).where(inCompany(whatsapps, companyId, eq(whatsapps.id, ticket.whatsappId)));
        if (!connection || connection.expiresTicket <= 0) return undefined;
        const due = ticket.lastMessageAt.getTime() + connection.expiresTicket * 60_000;
        if (due > now.getTime()) {
          await scheduleAutoClose(tx, ticket, connection.expiresTicket, ticket.lastMessageAt);
          return undefined;
        }
        const settings = await readCompanySettings(tx, ticket.companyId);
        const [row] = await tx
          .update(tickets)
          .set({ status: 'closed', closedAt: now, unreadMessages: 0, chatbot: false, useIntegration: false, promptId: null, integrationId: null, updatedAt: now })
          .where(inCompany(tickets, companyId, eq(tickets.id, ticket.id)))
          .returning();
        await recordTransition(tx, ticket, row!, 'auto-close', null, now);
        const sent = await sendAutomatic(tx, row!, connection.expiresInactiveMessage, settings, now);
        return { row: sent?.ticket ?? row!, before: ticket, message: sent?.message };
      });
      if (!closed) return;
      const view = await emitTicketUpdate(ctx, closed.row, closed.before);
      if (closed.message) await emitMessageCreate(ctx, closed.row, closed.message, view);
      ctx.jobs.wake();
    },
  });
}
