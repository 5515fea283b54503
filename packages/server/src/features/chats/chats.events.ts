import type { Chat, ChatMessage } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { rooms } from '../../realtime/rooms.js';

/**
 * Internal chat events reach the chat's members only, through their user rooms: a colleague of the
 * same company who is not in the chat, and any other company, hear nothing. Each member hears
 * `company-{id}-chat-user-{userId}` under their own name; new messages also go out once on
 * `company-{id}-chat-{chatId}` to the sockets of all members (the open message pane follows it).
 */
export function emitChatToMembers(ctx: AppContext, companyId: number, action: 'create' | 'update', chat: Chat, userIds: number[]): void {
  for (const userId of userIds) ctx.realtime.toUser(companyId, userId, `chat-user-${userId}`, { action, record: chat });
}

/** The chat is gone for these members (deleted, or they were taken out of it). */
export function emitChatRemoved(ctx: AppContext, companyId: number, chatId: number, userIds: number[]): void {
  for (const userId of userIds) ctx.realtime.toUser(companyId, userId, `chat-user-${userId}`, { action: 'delete' as const, id: chatId, chatId });
}

export function emitNewChatMessage(ctx: AppContext, companyId: number, chat: Chat, newMessage: ChatMessage): void {
  const memberIds = chat.users.map((member) => member.userId);
  const payload = { action: 'new-message' as const, newMessage, chat };
  ctx.realtime.toRooms(memberIds.map(rooms.user), companyId, `chat-${chat.id}`, payload);
  for (const userId of memberIds) ctx.realtime.toUser(companyId, userId, `chat-user-${userId}`, payload);
}
