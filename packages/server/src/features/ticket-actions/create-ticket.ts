import { and, asc, desc, eq } from 'drizzle-orm';
import { isAdmin, type TicketCreateBody } from '@prosa/contract';
import type { Tx } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { contacts, queues, tickets, users, whatsapps } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { queueIdsOfUser } from '../users/user-queues.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { assertNoOtherOpenTicket } from '../tickets/other-open-ticket.js';
import { recordTransition } from '../tickets/ticket-transitions.js';
import { markFirstTicket } from '../tickets/first-ticket.js';
import type { TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

/** The connection a new ticket uses: the one asked for, else the user's default, else the company's. */
async function connectionFor(tx: Tx, auth: RequestAuth, whatsappId: number | null | undefined): Promise<number> {
  if (whatsappId) {
    const [row] = await tx.select({ id: whatsapps.id }).from(whatsapps).where(and(eq(whatsapps.companyId, auth.companyId), eq(whatsapps.id, whatsappId)));
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
    return row.id;
  }
  const [user] = await tx.select({ whatsappId: users.whatsappId }).from(users).where(inCompany(users, auth.companyId, eq(users.id, auth.userId)));
  if (user?.whatsappId) return user.whatsappId;
  const [fallback] = await tx.select({ id: whatsapps.id }).from(whatsapps).where(eq(whatsapps.companyId, auth.companyId)).orderBy(desc(whatsapps.isDefault), asc(whatsapps.id)).limit(1);
  if (!fallback) throw new AppError('ERR_NO_DEF_WAPP_FOUND');
  return fallback.id;
}

/**
 * `POST /tickets`: an agent starts a conversation. Opened for the caller; a queue is
 * required unless the caller is an admin ('Selecione uma fila'), and must be one of a user's queues;
 * a contact already in an attendance on that connection answers 409 `ERR_OTHER_OPEN_TICKET`.
 */
export async function createTicket(ctx: EngineContext, auth: RequestAuth, body: TicketCreateBody): Promise<TicketRow> {
  const now = ctx.clock.now();
  const ticket = await ctx.db.transaction(async (tx) => {
    const [contact] = await tx.select({ id: contacts.id, isGroup: contacts.isGroup }).from(contacts).where(and(eq(contacts.companyId, auth.companyId), eq(contacts.id, body.contactId)));
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
    const queueId = body.queueId ?? null;
    if (queueId === null && !isAdmin(auth)) throw new AppError('ERR_VALIDATION', { extra: { issues: { queueId: 'Selecione uma fila' } } });
    if (queueId !== null) {
      const [queue] = await tx.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, auth.companyId), eq(queues.id, queueId)));
      if (!queue) throw new AppError('ERR_NO_QUEUE_FOUND');
      if (!isAdmin(auth) && !(await queueIdsOfUser(tx, auth.userId)).includes(queueId)) throw new AppError('ERR_NO_PERMISSION');
    }
    const whatsappId = await connectionFor(tx, auth, body.whatsappId);
    await assertNoOtherOpenTicket(tx, auth.companyId, contact.id, whatsappId);
    // Before the insert: the contact's row, then the ticket, in the order the inbound path takes them
    // (it locks the contact first), so the two never wait on each other crosswise. A failed insert
    // throws below and the mark goes with the transaction.
    await markFirstTicket(tx, { companyId: auth.companyId, contactId: contact.id, createdAt: now });
    const [row] = await tx
      .insert(tickets)
      .values({ companyId: auth.companyId, contactId: contact.id, whatsappId, queueId, userId: auth.userId, status: 'open', isGroup: contact.isGroup, acceptedAt: now, queuedAt: queueId === null ? null : now, lastMessageAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    // A ticket opened at the same moment by someone else: name it like the check above would.
    if (!row) await assertNoOtherOpenTicket(tx, auth.companyId, contact.id, whatsappId);
    await recordTransition(tx, null, row!, 'create', auth.userId, now);
    return row!;
  });
  await emitTicketUpdate(ctx, ticket, undefined, { created: true });
  return ticket;
}
