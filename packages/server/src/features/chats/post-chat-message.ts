import { and, eq, sql } from 'drizzle-orm';
import type { Chat, ChatMessage } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { chatMessages, chats, chatUsers } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { chatOf, presentChatMessage } from './chat.presenter.js';
import { emitNewChatMessage } from './chats.events.js';
import { chatNamed, membersOf, type ChatRef } from './chats.repository.js';

/** How much of the latest message the chat keeps for list rows. */
const PREVIEW_CHARACTERS = 200;

/** "Sender: text", cut by characters (never inside a surrogate pair) for the list rows. */
export function chatPreview(senderName: string, text: string): string {
  const preview = `${senderName}: ${text.replace(/\s+/g, ' ')}`;
  const characters = Array.from(preview);
  return characters.length > PREVIEW_CHARACTERS ? `${characters.slice(0, PREVIEW_CHARACTERS - 1).join('')}…` : preview;
}

/**
 * `POST /chats/{id}/messages` (any member): the message is stored, the chat takes it as its last
 * message and moves to the top, and every other member's unread count goes up by one (the sender's
 * is reset: they have seen the chat). One transaction; the row lock taken by the first statement
 * orders concurrent messages of the chat and keeps a delete from racing them.
 */
export async function postChatMessage(ctx: AppContext, auth: RequestAuth, ref: ChatRef, text: string): Promise<{ chat: Chat; message: ChatMessage }> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(chats)
      .set({ lastMessage: chatPreview(auth.name, text), updatedAt: now })
      .where(
        and(
          eq(chats.companyId, auth.companyId),
          chatNamed(ref),
          sql`exists (select 1 from ${chatUsers} where ${chatUsers.chatId} = ${chats.id} and ${chatUsers.userId} = ${auth.userId})`,
        ),
      )
      .returning();
    if (!row) throw new AppError('ERR_NO_CHAT_FOUND');
    const [stored] = await tx.insert(chatMessages).values({ chatId: row.id, senderId: auth.userId, message: text, createdAt: now, updatedAt: now }).returning();
    await tx
      .update(chatUsers)
      .set({ unreads: sql`case when ${chatUsers.userId} = ${auth.userId} then 0 else ${chatUsers.unreads} + 1 end`, updatedAt: now })
      .where(eq(chatUsers.chatId, row.id));
    return { chat: chatOf(row, await membersOf(tx, [row.id])), message: presentChatMessage(stored!, auth.name) };
  });
  emitNewChatMessage(ctx, auth.companyId, result.chat, result.message);
  return result;
}
