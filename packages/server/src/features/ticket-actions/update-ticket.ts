import { and, eq } from 'drizzle-orm';
import { can, companyLanguage, isAdmin, type TicketUpdateBody } from '@prosa/contract';
import type { Tx } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { queues, tickets, users, whatsapps } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { AfterCommit } from '../../db/after-commit.js';
import { readCompanySettings, type CompanySettings } from '../settings/company-settings.js';
import { sendAutomatic, type AutomaticSend } from '../messages/automatic-message.js';
import { automaticTextsIn } from '../messages/automatic-texts.js';
import { ratingRequestText } from '../messages/rating-survey.js';
import { transferNotice } from '../messages/transfer-notice.js';
import { emitMessageCreate } from '../messages/message.events.js';
import { markTicketRead } from '../messages/mark-read.js';
import { ticketForCaller } from '../tickets/ticket-access.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { assertNoOtherOpenTicket } from '../tickets/other-open-ticket.js';
import { recordTransition, type TransitionAction } from '../tickets/ticket-transitions.js';
import { cancelTicketTimers, scheduleAutoClose } from '../tickets/ticket-timers.js';
import type { TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

type Patch = Partial<typeof tickets.$inferInsert>;

interface Plan {
  action: TransitionAction | 'flags';
  patch: Patch;
}

function mayManage(auth: RequestAuth, ticket: TicketRow): boolean {
  return isAdmin(auth) || can(auth, 'tickets-manager:showall') || ticket.userId === null || ticket.userId === auth.userId;
}

async function companyUser(tx: Tx, companyId: number, userId: number) {
  const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  if (!user) throw new AppError('ERR_NO_USER_FOUND');
  return user;
}

/**
 * Accept (pending → open), return (open → pending), resolve (open → closed), reopen (closed → open),
 * a transfer, or flags alone on an unchanged status; anything else is `ERR_INVALID_TRANSITION`.
 */
async function planUpdate(tx: Tx, auth: RequestAuth, ticket: TicketRow, body: TicketUpdateBody, now: Date): Promise<Plan> {
  const queueChanges = body.queueId !== undefined && body.queueId !== ticket.queueId;
  const connectionChanges = body.whatsappId !== undefined && body.whatsappId !== null && body.whatsappId !== ticket.whatsappId;
  const userChanges = body.userId !== undefined && body.userId !== null && body.userId !== ticket.userId;
  const to = body.status ?? ticket.status;
  if (queueChanges || connectionChanges || (userChanges && to === ticket.status && ticket.status === 'open')) {
    if (ticket.status === 'closed') throw new AppError('ERR_INVALID_TRANSITION');
    if (body.queueId === null) throw new AppError('ERR_VALIDATION', { extra: { issues: { queueId: 'Required' } } });
    const patch: Patch = { chatbot: false, queueOptionId: null };
    if (body.queueId !== undefined) {
      const [queue] = await tx.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, auth.companyId), eq(queues.id, body.queueId)));
      if (!queue) throw new AppError('ERR_NO_QUEUE_FOUND');
      patch.queueId = queue.id;
      patch.queuedAt = now;
    }
    if (connectionChanges) {
      const [connection] = await tx.select({ id: whatsapps.id }).from(whatsapps).where(and(eq(whatsapps.companyId, auth.companyId), eq(whatsapps.id, body.whatsappId!)));
      if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
      await assertNoOtherOpenTicket(tx, auth.companyId, ticket.contactId, connection.id, ticket.id);
      patch.whatsappId = connection.id;
    }
    // Transfer: with a user the ticket is theirs and open; with only a queue it waits.
    const userId = body.userId === undefined ? (queueChanges ? null : ticket.userId) : body.userId;
    if (userId !== null) {
      await companyUser(tx, auth.companyId, userId);
      patch.userId = userId;
      patch.status = 'open';
      patch.acceptedAt = ticket.acceptedAt ?? now;
    } else {
      patch.userId = null;
      patch.status = 'pending';
    }
    return { action: 'transfer', patch };
  }
  const from = ticket.status;
  if (from === 'pending' && to === 'open') {
    const userId = body.userId ?? auth.userId;
    if (userId !== auth.userId && !isAdmin(auth)) throw new AppError('ERR_NO_PERMISSION');
    await companyUser(tx, auth.companyId, userId);
    return { action: 'accept', patch: { status: 'open', userId, acceptedAt: now, chatbot: false, queueOptionId: null, unreadMessages: 0 } };
  }
  if (from === 'open' && to === 'pending') return { action: 'return', patch: { status: 'pending', userId: null, queuedAt: now } };
  if (from === 'open' && to === 'closed') {
    // Whoever resolves becomes the ticket's user, so reports credit the one who closed it.
    return { action: 'resolve', patch: { status: 'closed', userId: auth.userId, closedAt: now, chatbot: false, queueOptionId: null, useIntegration: false, promptId: null, integrationId: null, unreadMessages: 0 } };
  }
  if (from === 'closed' && to === 'open') {
    await assertNoOtherOpenTicket(tx, auth.companyId, ticket.contactId, ticket.whatsappId, ticket.id);
    return { action: 'reopen', patch: { status: 'open', userId: auth.userId, acceptedAt: now, closedAt: null, ratingRequestedAt: null } };
  }
  if (from === to) return { action: 'flags', patch: {} };
  throw new AppError('ERR_INVALID_TRANSITION');
}

/** Integration and prompt flags are kept unless the ticket closes; `false` means none. */
function flagsOf(body: TicketUpdateBody, closing: boolean): Patch {
  if (closing) return {};
  const patch: Patch = {};
  if (body.useIntegration !== undefined) patch.useIntegration = body.useIntegration;
  if (body.promptId !== undefined) patch.promptId = body.promptId;
  if (body.integrationId !== undefined) patch.integrationId = body.integrationId;
  return patch;
}

async function automaticTexts(tx: Tx, plan: Plan, before: TicketRow, after: TicketRow, settings: CompanySettings, now: Date): Promise<{ sent: AutomaticSend[]; ratingRequested: boolean }> {
  const none = { sent: [], ratingRequested: false };
  if (after.isGroup || after.whatsappId === null) return none;
  const [connection] = await tx.select().from(whatsapps).where(inCompany(whatsapps, after.companyId, eq(whatsapps.id, after.whatsappId)));
  if (!connection) return none;
  const texts: string[] = [];
  const language = companyLanguage(settings.language);
  let ratingRequested = false;
  if (plan.action === 'accept' && settings.sendGreetingAccepted === 'enabled') {
    // The reference client's greeting, sent by the server.
    const [agent] = await tx.select({ name: users.name }).from(users).where(inCompany(users, after.companyId, eq(users.id, after.userId!)));
    texts.push(automaticTextsIn(language).acceptGreeting.replace('{{agent}}', agent?.name ?? ''));
  }
  if (plan.action === 'transfer' && settings.sendMsgTransfTicket === 'enabled') {
    const names = async (queueId: number | null, userId: number | null) => ({
      queue: queueId === null ? null : ((await tx.select({ name: queues.name }).from(queues).where(inCompany(queues, after.companyId, eq(queues.id, queueId))))[0]?.name ?? null),
      user: userId === null ? null : ((await tx.select({ name: users.name }).from(users).where(inCompany(users, after.companyId, eq(users.id, userId))))[0]?.name ?? null),
    });
    const was = await names(before.queueId, before.userId);
    const now_ = await names(after.queueId, after.userId);
    const notice = transferNotice({ fromQueue: was.queue, toQueue: now_.queue, fromUser: was.user, toUser: now_.user }, language);
    if (notice) texts.push(notice);
  }
  if (plan.action === 'resolve') {
    // Rating: with rating on and a rating message, the survey; otherwise the completion message.
    ratingRequested = settings.userRating === 'enabled' && connection.ratingMessage.trim() !== '';
    texts.push(ratingRequested ? ratingRequestText(connection.ratingMessage, language) : connection.complationMessage);
  }
  const sent: AutomaticSend[] = [];
  let ticket = after;
  for (const text of texts) {
    const result = await sendAutomatic(tx, ticket, text, settings, now);
    if (!result) continue;
    sent.push(result);
    ticket = result.ticket;
  }
  return { sent, ratingRequested };
}

/**
 * `PUT /tickets/{id}`: accept, return, resolve, reopen or transfer, recorded as a
 * transition, with the automatic texts the settings ask for, timers cancelled on close, and the
 * socket updates after the commit. Answers the updated ticket.
 */
export async function updateTicket(ctx: EngineContext, auth: RequestAuth, ticketId: number, body: TicketUpdateBody): Promise<TicketRow> {
  const after = new AfterCommit();
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const ticket = await ticketForCaller(tx, auth, ticketId);
    const [locked] = await tx.select().from(tickets).where(inCompany(tickets, auth.companyId, eq(tickets.id, ticket.id))).for('update');
    if (!locked) throw new AppError('ERR_NO_TICKET_FOUND');
    if (!mayManage(auth, locked) && !(locked.status === 'pending' && body.status === 'open')) throw new AppError('ERR_NO_PERMISSION');
    const plan = await planUpdate(tx, auth, locked, body, now);
    const patch = { ...plan.patch, ...flagsOf(body, plan.patch.status === 'closed') };
    if (Object.keys(patch).length === 0) return { ticket: locked, before: locked, sent: [] as AutomaticSend[], plan };
    const [updated] = await tx
      .update(tickets)
      .set({ ...patch, updatedAt: now })
      .where(inCompany(tickets, auth.companyId, eq(tickets.id, locked.id)))
      .returning();
    if (plan.action !== 'flags') await recordTransition(tx, locked, updated!, plan.action, auth.userId, now);
    // An agent who wrote while the ticket waited spoke last: accepting starts the auto-close timer.
    if (plan.action === 'accept' && updated!.fromMe && updated!.whatsappId !== null) {
      const [connection] = await tx.select({ expiresTicket: whatsapps.expiresTicket }).from(whatsapps).where(inCompany(whatsapps, auth.companyId, eq(whatsapps.id, updated!.whatsappId)));
      if (connection) await scheduleAutoClose(tx, updated!, connection.expiresTicket, now);
    }
    if (updated!.status === 'closed') {
      await cancelTicketTimers(tx, updated!.id);
    }
    const settings = await readCompanySettings(tx, auth.companyId);
    const { sent, ratingRequested } = plan.action === 'flags' ? { sent: [], ratingRequested: false } : await automaticTexts(tx, plan, locked, updated!, settings, now);
    if (ratingRequested) {
      const [rated] = await tx.update(tickets).set({ ratingRequestedAt: now }).where(inCompany(tickets, auth.companyId, eq(tickets.id, updated!.id))).returning();
      return { ticket: rated!, before: locked, sent, plan };
    }
    return { ticket: sent.at(-1)?.ticket ?? updated!, before: locked, sent, plan };
  });
  after.add(async () => {
    const view = await emitTicketUpdate(ctx, result.ticket, result.before);
    for (const item of result.sent) await emitMessageCreate(ctx, result.ticket, item.message, view);
    if (result.plan.action === 'accept') await markTicketRead(ctx, result.ticket);
    ctx.jobs.wake();
  });
  await after.run(ctx.log);
  return result.ticket;
}
