import { eq } from 'drizzle-orm';
import type { EngineContext } from '../../engine-context.js';
import { messageEdits, messages, type tickets } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { ProviderError } from '../../providers/provider-types.js';
import { ticketForCaller } from '../tickets/ticket-access.js';
import { emitMessageUpdate } from './message.events.js';
import { targetOfTicket } from './message-target.js';
import { findMessage } from './messages.repository.js';
import type { MessageRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

/** WhatsApp accepts edits of a message for 15 minutes after it was sent. */
export const EDIT_WINDOW_MS = 15 * 60_000;

async function authoredMessage(ctx: EngineContext, auth: RequestAuth, messageId: number) {
  const row = await findMessage(ctx.db, auth.companyId, messageId);
  if (!row) throw new AppError('ERR_NO_MESSAGE_FOUND');
  const ticket = await ticketForCaller(ctx.db, auth, row.ticketId);
  // Only the message's author may delete it (and edit it).
  if (!row.fromMe || row.userId !== auth.userId) throw new AppError('ERR_NO_PERMISSION');
  return { row, ticket };
}

/**
 * Runs a change on WhatsApp for a message it already has. The session must run in this process
 * (the API and sessions share it under `--role=all`); its failure is the caller's error code.
 */
async function onWhatsApp(ctx: EngineContext, row: MessageRow, ticket: typeof tickets.$inferSelect, failure: 'ERR_DELETE_WAPP_MSG' | 'ERR_EDIT_WAPP_MSG', act: (target: Awaited<ReturnType<typeof targetOfTicket>>, providerMessageId: string) => Promise<void>): Promise<void> {
  if (row.sendStatus !== 'sent' || !row.providerMessageId || row.whatsappId === null) return;
  const session = ctx.sessions.sessionOf(row.whatsappId);
  if (!session) throw new AppError(failure, { extra: { detail: 'The WhatsApp connection is not running.' } });
  try {
    await act(await targetOfTicket(ctx.db, ticket), row.providerMessageId);
  } catch (error) {
    throw new AppError(failure, { extra: { detail: error instanceof ProviderError || error instanceof Error ? error.message : String(error) } });
  }
}

/**
 * `DELETE /messages/{id}`: the author deletes for everyone on WhatsApp (`ERR_DELETE_WAPP_MSG` when that
 * fails, and nothing changes); the message shows the deleted marker and keeps its text for the company.
 * A message not sent yet is simply not sent.
 */
export async function deleteMessage(ctx: EngineContext, auth: RequestAuth, messageId: number): Promise<MessageRow> {
  const { row, ticket } = await authoredMessage(ctx, auth, messageId);
  if (row.isDeleted) return row;
  await onWhatsApp(ctx, row, ticket, 'ERR_DELETE_WAPP_MSG', (target, id) => ctx.sessions.sessionOf(row.whatsappId!)!.deleteForEveryone(target, id, true));
  const updated = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(messages)
      .set({ isDeleted: true, ...(row.sendStatus === 'pending' ? { sendStatus: 'failed' as const, sendError: 'deleted before it was sent' } : {}), updatedAt: ctx.clock.now() })
      .where(inCompany(messages, auth.companyId, eq(messages.id, row.id)))
      .returning();
    return changed!;
  });
  await emitMessageUpdate(ctx, ticket, updated);
  return updated;
}

/** `POST /messages/edit/{messageId}`: the author's own text, within WhatsApp's edit window; the old text is kept. */
export async function editMessage(ctx: EngineContext, auth: RequestAuth, messageId: number, body: string): Promise<MessageRow> {
  const { row, ticket } = await authoredMessage(ctx, auth, messageId);
  const now = ctx.clock.now();
  if (row.mediaType !== 'chat' || row.isDeleted || row.sendStatus === 'failed' || now.getTime() - row.createdAt.getTime() > EDIT_WINDOW_MS) throw new AppError('ERR_MESSAGE_NOT_EDITABLE');
  if (body === row.body) return row;
  await onWhatsApp(ctx, row, ticket, 'ERR_EDIT_WAPP_MSG', (target, id) => ctx.sessions.sessionOf(row.whatsappId!)!.editText(target, id, body));
  const updated = await ctx.db.transaction(async (tx) => {
    await tx.insert(messageEdits).values({ messageId: row.id, previousBody: row.body, editedAt: now });
    const [changed] = await tx.update(messages).set({ body, isEdited: true, updatedAt: now }).where(inCompany(messages, auth.companyId, eq(messages.id, row.id))).returning();
    return changed!;
  });
  await emitMessageUpdate(ctx, ticket, updated);
  return updated;
}
