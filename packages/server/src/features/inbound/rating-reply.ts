import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { messages, tickets, whatsapps } from '../../db/schema/index.js';
import { recordRating } from '../tickets/ticket-ratings.js';
import type { InboundMessage } from '../../providers/provider-types.js';
import type { CompanySettings } from '../settings/company-settings.js';
import { emitMessageCreate } from '../messages/message.events.js';
import { previewOf } from '../messages/outbound.js';
import { parseRating, RATING_WINDOW_MS } from '../messages/rating-survey.js';
import { sendAutomatic } from '../messages/automatic-message.js';
import { openTicketOf } from '../tickets/ticket-transitions.js';
import type { AfterCommit } from '../../db/after-commit.js';
import { inCompany } from '../../db/company-scope.js';

interface RatingInput {
  companyId: number;
  whatsappId: number;
  contactId: number;
  message: InboundMessage;
  settings: CompanySettings;
  now: Date;
}

/**
 * Rating: within 24 hours of the survey, a reply of exactly 1, 2 or 3 is recorded against
 * the agent who served, kept in that ticket's history, and answered with the completion message.
 * Anything else answers false and is handled as a new conversation, never swallowed.
 */
export async function recordRatingReply(tx: Tx, ctx: EngineContext, input: RatingInput, after: AfterCommit): Promise<boolean> {
  const rate = parseRating(input.message.body);
  if (rate === undefined || input.message.type !== 'chat') return false;
  if (await openTicketOf(tx, input.companyId, input.contactId, input.whatsappId)) return false;
  const [ticket] = await tx
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, input.companyId),
        eq(tickets.contactId, input.contactId),
        eq(tickets.whatsappId, input.whatsappId),
        eq(tickets.status, 'closed'),
        isNotNull(tickets.ratingRequestedAt),
        gt(tickets.ratingRequestedAt, new Date(input.now.getTime() - RATING_WINDOW_MS)),
      ),
    )
    .orderBy(desc(tickets.closedAt))
    .limit(1)
    .for('update');
  if (!ticket) return false;
  if (!(await recordRating(tx, { companyId: input.companyId, ticketId: ticket.id, userId: ticket.userId, rate, at: input.now }))) return false;
  const [reply] = await tx
    .insert(messages)
    .values({ companyId: input.companyId, ticketId: ticket.id, contactId: ticket.contactId, whatsappId: input.whatsappId, providerMessageId: input.message.providerMessageId, fromMe: false, body: input.message.body, mediaType: 'chat', read: true, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning();
  const [closed] = await tx
    .update(tickets)
    .set({ ratingRequestedAt: null, lastMessage: previewOf(input.message.body, 'chat'), lastMessageId: reply?.id ?? null, lastMessageAt: input.now, lastInboundAt: input.now, fromMe: false, updatedAt: input.now })
    .where(inCompany(tickets, input.companyId, eq(tickets.id, ticket.id)))
    .returning();
  const [connection] = await tx.select({ complationMessage: whatsapps.complationMessage }).from(whatsapps).where(inCompany(whatsapps, input.companyId, eq(whatsapps.id, input.whatsappId)));
  const completion = await sendAutomatic(tx, closed!, connection?.complationMessage ?? '', input.settings, input.now);
  const finalTicket = completion?.ticket ?? closed!;
  after.add(async () => {
    if (reply) await emitMessageCreate(ctx, finalTicket, reply);
    if (completion) await emitMessageCreate(ctx, finalTicket, completion.message);
    ctx.jobs.wake();
  });
  return true;
}
