import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { inboundEvents, messageEdits, messageReactions, messages, tickets } from '../../db/schema/index.js';
import type { IntakeTarget } from '../../providers/intake.js';
import type { MessageUpdate } from '../../providers/provider-types.js';
import { emitMessageUpdate } from '../messages/message.events.js';
import { findOrCreateContact } from '../contacts/contact-identity.js';
import type { AfterCommit } from '../../db/after-commit.js';
import { inCompany } from '../../db/company-scope.js';

/**
 * Acks, edits, revokes and reactions WhatsApp reports about a stored message. Acks only move
 * forward; an edit keeps the previous text; a revoke marks the message deleted and keeps the
 * original for the company. Unknown messages are ignored.
 */
export async function handleMessageUpdate(tx: Tx, ctx: EngineContext, target: IntakeTarget, update: MessageUpdate, after: AfterCommit): Promise<void> {
  const stored = () =>
    tx
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, target.companyId), eq(messages.whatsappId, target.whatsappId), eq(messages.providerMessageId, update.providerMessageId)))
      .for('update');
  let [row] = await stored();
  if (!row) {
    // Fix: updates are processed in their own chat (`message:<id>`), not the message's, so an edit
    // or reaction arriving with its message could run first and be dropped (seen on PostgreSQL).
    // While the message's own event still waits, fail: the chat job retries after its back-off.
    const [waiting] = await tx
      .select({ id: inboundEvents.id })
      .from(inboundEvents)
      .where(inCompany(inboundEvents, target.companyId, eq(inboundEvents.whatsappId, target.whatsappId), eq(inboundEvents.kind, 'message'), eq(inboundEvents.dedupeKey, update.providerMessageId), isNull(inboundEvents.processedAt)))
      .limit(1);
    if (waiting) throw new Error(`update of ${update.providerMessageId} arrived before its message was processed`);
    // The message may have been stored between the two reads.
    [row] = await stored();
    if (!row) return;
  }
  const now = ctx.clock.now();
  let changed: typeof row | undefined;
  switch (update.kind) {
    case 'ack': {
      const unsettled = row.sendStatus === 'pending' || row.sendStatus === 'sending';
      if (update.ack <= row.ack && !unsettled) return;
      [changed] = await tx
        .update(messages)
        .set({ ack: sql`greatest(${messages.ack}, ${update.ack})`, ...(unsettled ? { sendStatus: 'sent' as const } : {}), updatedAt: now })
        .where(inCompany(messages, target.companyId, eq(messages.id, row.id)))
        .returning();
      break;
    }
    case 'edit': {
      if (update.body === row.body) return;
      await tx.insert(messageEdits).values({ messageId: row.id, previousBody: row.body, editedAt: now });
      [changed] = await tx.update(messages).set({ body: update.body, isEdited: true, updatedAt: now }).where(inCompany(messages, target.companyId, eq(messages.id, row.id))).returning();
      break;
    }
    case 'revoke': {
      if (row.isDeleted) return;
      [changed] = await tx.update(messages).set({ isDeleted: true, updatedAt: now }).where(inCompany(messages, target.companyId, eq(messages.id, row.id))).returning();
      break;
    }
    case 'reaction': {
      const reactor = update.fromMe ? 'me' : update.sender.phone || update.sender.lid ? String((await findOrCreateContact(tx, target.companyId, { phone: update.sender.phone, lid: update.sender.lid, name: update.sender.name }, now)).contact.id) : String(row.contactId);
      if (update.emoji === '') await tx.delete(messageReactions).where(and(eq(messageReactions.messageId, row.id), eq(messageReactions.reactor, reactor)));
      else
        await tx
          .insert(messageReactions)
          .values({ messageId: row.id, reactor, emoji: update.emoji, createdAt: now })
          .onConflictDoUpdate({ target: [messageReactions.messageId, messageReactions.reactor], set: { emoji: update.emoji, createdAt: now } });
      [changed] = await tx.update(messages).set({ updatedAt: now }).where(inCompany(messages, target.companyId, eq(messages.id, row.id))).returning();
      break;
    }
  }
  if (!changed) return;
  const message = changed;
  const [ticket] = await tx.select().from(tickets).where(inCompany(tickets, target.companyId, eq(tickets.id, message.ticketId)));
  if (ticket) after.add(() => emitMessageUpdate(ctx, ticket, message));
}
