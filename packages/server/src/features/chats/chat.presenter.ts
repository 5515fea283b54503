import type { Chat, ChatMessage } from '@prosa/contract';
import type { chatMessages } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { membersOf, type ChatRow, type MemberRow } from './chats.repository.js';

type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The chat's wire shape from its row and its members' rows. */
export function chatOf(row: ChatRow, members: MemberRow[]): Chat {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    ownerId: row.ownerId,
    lastMessage: row.lastMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    users: members
      .filter((member) => member.chatId === row.id)
      .map((member) => ({ userId: member.userId, unreads: member.unreads, user: { id: member.userId, name: member.name } })),
  };
}

/** Several chats with one query for all their members. */
export async function presentChats(executor: Executor, rows: ChatRow[]): Promise<Chat[]> {
  const members = await membersOf(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => chatOf(row, members));
}

export async function presentChat(executor: Executor, row: ChatRow): Promise<Chat> {
  return chatOf(row, await membersOf(executor, [row.id]));
}

export function presentChatMessage(row: ChatMessageRow, senderName: string | null): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    senderId: row.senderId,
    sender: row.senderId !== null && senderName !== null ? { id: row.senderId, name: senderName } : null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
