import { eq } from 'drizzle-orm';
import { companyLanguage } from '@prosa/contract';
import type { Tx } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { messages, tickets, whatsapps } from '../../db/schema/index.js';
import type { IntakeTarget } from '../../providers/intake.js';
import type { CallEvent } from '../../providers/provider-types.js';
import { findOrCreateContact } from '../contacts/contact-identity.js';
import { emitContactChange } from '../contacts/contacts.events.js';
import { readCompanySettings } from '../settings/company-settings.js';
import { findOrOpenTicket } from '../tickets/ticket-transitions.js';
import { scheduleAutoTransfer } from '../tickets/ticket-timers.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { queueOutbound } from '../messages/outbound.js';
import { emitMessageCreate } from '../messages/message.events.js';
import { callsDisabledText, missedCallText } from '../messages/transfer-notice.js';
import type { AfterCommit } from '../../db/after-commit.js';
import { inCompany } from '../../db/company-scope.js';

/**
 * An incoming call: always logged in the contact's ticket as a `call_log`
 * message; with calls disabled the customer also gets the automatic "calls are not answered" text.
 */
export async function handleCall(tx: Tx, ctx: EngineContext, target: IntakeTarget, call: CallEvent, after: AfterCommit): Promise<void> {
  if (!call.from.phone && !call.from.lid) return;
  const now = ctx.clock.now();
  const settings = await readCompanySettings(tx, target.companyId);
  const language = companyLanguage(settings.language);
  const resolution = await findOrCreateContact(tx, target.companyId, { phone: call.from.phone, lid: call.from.lid, name: call.from.name, whatsappId: target.whatsappId }, now);
  if (resolution.changed) after.add(() => emitContactChange(ctx, resolution.created ? 'create' : 'update', resolution.contact));
  const { ticket, created } = await findOrOpenTicket(tx, { companyId: target.companyId, contactId: resolution.contact.id, whatsappId: target.whatsappId, isGroup: false, now });
  const before = { ...ticket };
  const at = new Date(call.timestamp);
  const [row] = await tx
    .insert(messages)
    .values({
      companyId: target.companyId,
      ticketId: ticket.id,
      contactId: ticket.contactId,
      whatsappId: target.whatsappId,
      providerMessageId: `call:${call.callId}`,
      fromMe: false,
      body: missedCallText(settings.timezone, Number.isNaN(at.getTime()) ? now : at, language),
      mediaType: 'call_log',
      extra: { isVideo: call.isVideo },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  let [current] = await tx
    .update(tickets)
    .set({ lastMessage: row.body, lastMessageId: row.id, lastMessageAt: now, fromMe: false, unreadMessages: ticket.unreadMessages + 1, updatedAt: now })
    .where(inCompany(tickets, target.companyId, eq(tickets.id, ticket.id)))
    .returning();
  // Fix: a call can open a pending ticket without a queue; like an inbound message it must start
  // (or push back) the connection's auto-transfer timer, or the ticket never reaches a queue.
  if (current!.status === 'pending' && current!.queueId === null) {
    const [connection] = await tx.select({ timeToTransfer: whatsapps.timeToTransfer, transferQueueId: whatsapps.transferQueueId }).from(whatsapps).where(inCompany(whatsapps, target.companyId, eq(whatsapps.id, target.whatsappId)));
    if (connection) await scheduleAutoTransfer(tx, current!, connection, now);
  }
  const automatic = settings.call === 'disabled' ? await queueOutbound(tx, current!, { body: callsDisabledText(language), userId: null, isAutomatic: true }, now) : undefined;
  if (automatic) current = automatic.ticket;
  const finalTicket = current!;
  after.add(async () => {
    const view = await emitTicketUpdate(ctx, finalTicket, created ? undefined : before, { created });
    await emitMessageCreate(ctx, finalTicket, row, view);
    if (automatic) await emitMessageCreate(ctx, finalTicket, automatic.message, view);
    ctx.jobs.wake();
  });
}
