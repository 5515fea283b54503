import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.js';
import { queues, tags, tickets, ticketTags, users } from '../../db/schema/index.js';
import type { MessageRow, TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { sendAutomatic } from '../messages/automatic-message.js';
import { readCompanySettings } from '../settings/company-settings.js';
import { recordTransition } from '../tickets/ticket-transitions.js';
import { closeFromApi } from '../external-api/close-from-api.js';
import type { EngineBotAnswer } from './bot-answer.js';

/**
 * Carries out an integration's answer on its ticket, in the caller's transaction: the replies are
 * sent in order as automatic messages, tags added (unknown names ignored), then the transfer, the
 * close or the handoff, each of which ends the automation. Ids of another company are ignored.
 */
export async function applyBotAnswer(tx: Tx, ticket: TicketRow, answer: EngineBotAnswer, now: Date): Promise<{ ticket: TicketRow; sent: MessageRow[] }> {
  const settings = await readCompanySettings(tx, ticket.companyId);
  let current = ticket;
  const sent: MessageRow[] = [];
  for (const reply of answer.replies ?? []) {
    const result = await sendAutomatic(tx, current, reply.body, settings, now, reply.media);
    if (!result) continue;
    sent.push(result.message);
    current = result.ticket;
  }
  const names = (answer.tags ?? []).map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (names.length) {
    const found = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.companyId, ticket.companyId), inArray(sql`lower(${tags.name})`, names)));
    if (found.length) await tx.insert(ticketTags).values(found.map((tag) => ({ ticketId: ticket.id, tagId: tag.id }))).onConflictDoNothing();
  }
  if (answer.close) {
    const closed = await closeFromApi(tx, current, settings, now);
    return { ticket: closed.ticket, sent: [...sent, ...closed.sent.map((item) => item.message)] };
  }
  if (answer.transfer) {
    const [queue] = await tx.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, ticket.companyId), eq(queues.id, answer.transfer.queueId)));
    const [user] = answer.transfer.userId ? await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, ticket.companyId), eq(users.id, answer.transfer.userId))) : [];
    if (queue) {
      const patch = user ? { status: 'open' as const, userId: user.id, acceptedAt: now } : { status: 'pending' as const };
      const [moved] = await tx
        .update(tickets)
        .set({ ...patch, queueId: queue.id, queuedAt: now, useIntegration: false, chatbot: false, queueOptionId: null, updatedAt: now })
        .where(inCompany(tickets, ticket.companyId, eq(tickets.id, ticket.id)))
        .returning();
      await recordTransition(tx, current, moved!, 'transfer', null, now);
      return { ticket: moved!, sent };
    }
  }
  if (answer.handoff) {
    const [handed] = await tx.update(tickets).set({ useIntegration: false, updatedAt: now }).where(inCompany(tickets, ticket.companyId, eq(tickets.id, ticket.id))).returning();
    return { ticket: handed!, sent };
  }
  return { ticket: current, sent };
}
