import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { companyLanguage } from '@prosa/contract';
import type { EngineContext } from '../../engine-context.js';
import type { Executor, Tx } from '../../db/types.js';
import { contacts, schedules, tickets, type ScheduleRow, type TicketRow } from '../../db/schema/index.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { inCompany } from '../../db/company-scope.js';
import { queueOutbound } from '../messages/outbound.js';
import { renderTemplate } from '../messages/templates.js';
import { mediaKindOf } from '../messages/media-kind.js';
import { emitMessageCreate } from '../messages/message.events.js';
import { readCompanySettings } from '../settings/company-settings.js';
import { openTicketOf, recordTransition } from '../tickets/ticket-transitions.js';
import { markFirstTicket } from '../tickets/first-ticket.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { emitScheduleSaved } from './schedules.events.js';

export const SEND_SCHEDULE_JOB = 'send-schedule';
const payload = z.object({ companyId: z.number().int(), scheduleId: z.number().int() });

export const scheduleJobKey = (scheduleId: number) => `schedule:${scheduleId}`;

/**
 * One job per schedule, due at its `sendAt` (the dedupe key makes an edit move it, not add one).
 * Durable: a schedule whose time passed while no process ran is claimed as soon as one starts.
 */
export function enqueueScheduleSend(executor: Executor, row: Pick<ScheduleRow, 'id' | 'companyId' | 'sendAt'>) {
  return enqueueJob(executor, { name: SEND_SCHEDULE_JOB, payload: { companyId: row.companyId, scheduleId: row.id }, runAt: row.sendAt, dedupeKey: scheduleJobKey(row.id) });
}


/**
 * The contact's attendance on the schedule's connection: the one not closed (open or pending, the
 * message joins it), or a new open ticket of the scheduling user. The partial unique index settles a
 * race with an inbound message: the loser reads the winner.
 */
async function ticketFor(tx: Tx, row: ScheduleRow, whatsappId: number, now: Date): Promise<{ ticket: TicketRow; created: boolean }> {
  const existing = await openTicketOf(tx, row.companyId, row.contactId, whatsappId);
  if (existing) return { ticket: existing, created: false };
  const [contact] = await tx.select({ isGroup: contacts.isGroup }).from(contacts).where(inCompany(contacts, row.companyId, eq(contacts.id, row.contactId)));
  const [inserted] = await tx
    .insert(tickets)
    .values({ companyId: row.companyId, contactId: row.contactId, whatsappId, userId: row.userId, status: 'open', isGroup: contact?.isGroup ?? false, acceptedAt: now, lastMessageAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await markFirstTicket(tx, inserted);
    await recordTransition(tx, null, inserted, 'create', row.userId, now);
    return { ticket: inserted, created: true };
  }
  const winner = await openTicketOf(tx, row.companyId, row.contactId, whatsappId);
  if (!winner) throw new Error('ticket insert conflicted but no open ticket was found');
  return { ticket: winner, created: false };
}

/**
 * Sends a due schedule through the engine's pipeline: the message is stored
 * in the contact's ticket on the schedule's connection, written by the scheduling user and marked
 * automatic, and the ticket's send job delivers it (retries, acks and failures as any send). Only a
 * PENDENTE schedule is sent, under its row lock, so a job run twice sends once.
 */
export function sendScheduleJob(ctx: EngineContext) {
  return defineJob({
    name: SEND_SCHEDULE_JOB,
    payload,
    handler: async ({ companyId, scheduleId }) => {
      const now = ctx.clock.now();
      const done = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(schedules).where(inCompany(schedules, companyId, eq(schedules.id, scheduleId))).for('update');
        if (!row || row.status !== 'PENDENTE') return undefined;
        // Moved later after this run was claimed: its own job comes at the new time.
        if (row.sendAt.getTime() > now.getTime()) return undefined;
        if (row.whatsappId === null) {
          const [failed] = await tx.update(schedules).set({ status: 'ERRO', error: 'No WhatsApp connection to send through.', updatedAt: now }).where(inCompany(schedules, companyId, eq(schedules.id, row.id))).returning();
          return { schedule: failed! };
        }
        const { ticket, created } = await ticketFor(tx, row, row.whatsappId, now);
        const [contact] = await tx.select({ name: contacts.name }).from(contacts).where(inCompany(contacts, companyId, eq(contacts.id, row.contactId)));
        const settings = await readCompanySettings(tx, companyId);
        const body = renderTemplate(row.body, { contactName: contact?.name ?? '' }, settings.timezone, now, companyLanguage(settings.language));
        const media = row.mediaPath ? { path: row.mediaPath, name: row.mediaName ?? 'image', ...mediaKindOf(row.mediaName ?? row.mediaPath) } : undefined;
        const queued = await queueOutbound(tx, ticket, { body, userId: row.userId, isAutomatic: true, ...(media ? { media } : {}) }, now);
        const [sent] = await tx
          .update(schedules)
          .set({ status: 'ENVIADA', sentAt: now, ticketId: ticket.id, messageId: queued.message.id, error: null, updatedAt: now })
          .where(inCompany(schedules, companyId, eq(schedules.id, row.id)))
          .returning();
        return { schedule: sent!, ticket: queued.ticket, created, before: created ? undefined : ticket, message: queued.message };
      });
      if (!done) return;
      if (done.ticket && done.message) {
        const view = await emitTicketUpdate(ctx, done.ticket, done.before, { created: done.created });
        await emitMessageCreate(ctx, done.ticket, done.message, view);
        ctx.jobs.wake();
      }
      await emitScheduleSaved(ctx, 'update', done.schedule);
    },
  });
}
