import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { tickets } from '../../db/schema/index.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { ProviderError } from '../../providers/provider-types.js';
import { targetOfTicket } from './message-target.js';
import { inCompany } from '../../db/company-scope.js';

export const READ_RECEIPT_JOB = 'read-receipt';
const payload = z.object({ companyId: z.number().int(), ticketId: z.number().int(), providerMessageIds: z.array(z.string()).max(500) });

/** The WhatsApp read receipt for messages an agent opened. */
export function enqueueReadReceipt(executor: Executor, input: z.infer<typeof payload>, whatsappId: number, now: Date) {
  return enqueueJob(executor, { name: READ_RECEIPT_JOB, payload: input, runAt: now, whatsappId, maxAttempts: 3 });
}

export function readReceiptJob(ctx: EngineContext) {
  return defineJob({
    name: READ_RECEIPT_JOB,
    payload,
    maxAttempts: 3,
    handler: async ({ companyId, ticketId, providerMessageIds }) => {
      const [ticket] = await ctx.db.select().from(tickets).where(inCompany(tickets, companyId, eq(tickets.id, ticketId)));
      if (!ticket?.whatsappId || providerMessageIds.length === 0) return;
      const session = ctx.sessions.sessionOf(ticket.whatsappId);
      if (!session) throw new ProviderError('The WhatsApp connection is not running.', 'ERR_WAPP_NOT_INITIALIZED', true);
      await session.markRead(await targetOfTicket(ctx.db, ticket), providerMessageIds);
    },
  });
}
