import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { messages, tickets } from '../../db/schema/index.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { ProviderError, type OutboundMedia, type SendResult, type WhatsAppSession } from '../../providers/provider-types.js';
import { faultPoint } from '../../shared/faults.js';
import { emitMessageUpdate } from './message.events.js';
import { targetOfTicket } from './message-target.js';
import type { MessageRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

export const SEND_MESSAGE_JOB = 'send-message';
/** A message is given up after this many failed sends (10 s, 20 s, 40 s, 80 s apart). */
export const MAX_SEND_ATTEMPTS = 5;
const payload = z.object({ companyId: z.number().int(), ticketId: z.number().int() });

/**
 * The sends of a ticket: one job per ticket (its dedupe key), so the customer receives messages in
 * the order they were written — a greeting never overtakes the survey after it. Claimed only by
 * the process running the connection's session.
 */
export function enqueueSend(executor: Executor, message: Pick<MessageRow, 'companyId' | 'ticketId' | 'whatsappId'>, now: Date) {
  return enqueueJob(executor, {
    name: SEND_MESSAGE_JOB,
    payload: { companyId: message.companyId, ticketId: message.ticketId },
    runAt: now,
    dedupeKey: `send:ticket:${message.ticketId}`,
    maxAttempts: 100,
    ...(message.whatsappId !== null ? { whatsappId: message.whatsappId } : {}),
  });
}

async function deliver(ctx: EngineContext, session: WhatsAppSession, row: MessageRow, ticket: typeof tickets.$inferSelect): Promise<SendResult> {
  const target = await targetOfTicket(ctx.db, ticket);
  const [quoted] = row.quotedMsgId === null ? [] : await ctx.db.select({ providerMessageId: messages.providerMessageId }).from(messages).where(inCompany(messages, ticket.companyId, eq(messages.id, row.quotedMsgId)));
  const options = { ...(quoted?.providerMessageId ? { quotedProviderId: quoted.providerMessageId } : {}), ...(row.providerMessageId ? { messageId: row.providerMessageId } : {}) };
  if (row.mediaPath) {
    const kind = (['image', 'audio', 'video', 'sticker'] as const).find((k) => k === row.mediaType) ?? 'application';
    const media: OutboundMedia = { kind, data: await ctx.media.read(row.mediaPath), mimetype: row.mimetype ?? 'application/octet-stream', filename: row.mediaName ?? 'file', ...(row.body ? { caption: row.body } : {}) };
    return session.sendMedia(target, media, options);
  }
  return session.sendText(target, row.body, options);
}

/** Not yet settled: waiting, or handed to the provider by an attempt that has not settled it (it may have died). */
const UNSETTLED = ['pending', 'sending'] as const;

async function settle(ctx: EngineContext, ticket: typeof tickets.$inferSelect, messageId: number, fields: Partial<typeof messages.$inferInsert>): Promise<void> {
  const [row] = await ctx.db
    .update(messages)
    .set({ ...fields, updatedAt: ctx.clock.now() })
    .where(inCompany(messages, ticket.companyId, eq(messages.id, messageId), inArray(messages.sendStatus, [...UNSETTLED])))
    .returning();
  if (row) await emitMessageUpdate(ctx, ticket, row);
}

/**
 * Claims the message for the provider call, committed before the call: from here on nobody may take
 * it back (a cancelled campaign withdraws only `pending` messages), since it may already be on its
 * way. Answers false when it was withdrawn meanwhile — the list was read before the earlier messages
 * went out. A `sending` message found again is one whose attempt died mid-call: it is sent again
 * under the same id, which WhatsApp takes as the same message.
 */
async function claimForSending(ctx: EngineContext, companyId: number, messageId: number): Promise<boolean> {
  const [row] = await ctx.db
    .update(messages)
    .set({ sendStatus: 'sending' })
    .where(inCompany(messages, companyId, eq(messages.id, messageId), inArray(messages.sendStatus, [...UNSETTLED])))
    .returning({ id: messages.id });
  return row !== undefined;
}

/**
 * Sends a ticket's pending messages in order through its connection's session. Safe to run twice:
 * only pending messages are sent, each under the id chosen when it was stored, so a send repeated
 * after a crash is the same message to WhatsApp. A failure is retried
 * with backoff (later messages wait, keeping the order); after `MAX_SEND_ATTEMPTS`, or at once when
 * the provider says retrying is useless, the message shows the provider's error and the rest go on.
 */
export function sendMessageJob(ctx: EngineContext) {
  return defineJob({
    name: SEND_MESSAGE_JOB,
    payload,
    maxAttempts: 100,
    handler: async ({ companyId, ticketId }) => {
      const [ticket] = await ctx.db.select().from(tickets).where(inCompany(tickets, companyId, eq(tickets.id, ticketId)));
      if (!ticket) return;
      const pending = await ctx.db
        .select()
        .from(messages)
        .where(inCompany(messages, companyId, eq(messages.ticketId, ticketId), inArray(messages.sendStatus, [...UNSETTLED]), eq(messages.fromMe, true)))
        .orderBy(asc(messages.id));
      for (const row of pending) {
        const session = row.whatsappId === null ? undefined : ctx.sessions.sessionOf(row.whatsappId);
        try {
          if (!session) throw new ProviderError('The WhatsApp connection is not running.', 'ERR_WAPP_NOT_INITIALIZED', true);
          if (!(await claimForSending(ctx, companyId, row.id))) continue;
          const sent = await deliver(ctx, session, row, ticket);
          faultPoint('after-provider-send');
          await settle(ctx, ticket, row.id, { providerMessageId: sent.providerMessageId, sendStatus: 'sent', ack: sql`greatest(${messages.ack}, 1)` as unknown as number, sendError: null });
          ctx.metrics?.sends.inc({ result: 'sent' });
        } catch (error) {
          const retryable = !(error instanceof ProviderError) || error.retryable;
          const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const attempts = row.sendAttempts + 1;
          if (retryable && attempts < MAX_SEND_ATTEMPTS) {
            // Back to waiting: until the next attempt claims it, it may still be withdrawn.
            await ctx.db
              .update(messages)
              .set({ sendStatus: 'pending', sendAttempts: attempts, sendError: text })
              .where(inCompany(messages, companyId, eq(messages.id, row.id), inArray(messages.sendStatus, [...UNSETTLED])));
            ctx.metrics?.sends.inc({ result: 'retry' });
            throw error;
          }
          await settle(ctx, ticket, row.id, { sendStatus: 'failed', sendError: text, sendAttempts: attempts });
          ctx.metrics?.sends.inc({ result: 'failed' });
        }
      }
    },
  });
}
