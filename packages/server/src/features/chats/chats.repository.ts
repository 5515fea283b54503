import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { CHAT_MESSAGES_PAGE_SIZE, CHATS_PAGE_SIZE } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { chatMessages, chats, chatUsers, users } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { likePattern } from '../../db/like-pattern.js';

export type ChatRow = typeof chats.$inferSelect;
export type ChatRef = number | string;

/** `/chats/{id}` names a chat by its id or its uuid. */
export function chatNamed(ref: ChatRef): SQL {
  return typeof ref === 'number' ? eq(chats.id, ref) : eq(chats.uuid, ref);
}

/** The caller's membership in the chat: joined, so a chat they are not in reads as missing. */
export const membership = (userId: number) => and(eq(chatUsers.chatId, chats.id), eq(chatUsers.userId, userId));

/**
 * A chat of the company the user is a member of. Another company's chat, and a chat of the same
 * company the user is not in, are both "not found" (404): a non-member learns nothing of it.
 */
export async function findMemberChat(executor: Executor, companyId: number, userId: number, ref: ChatRef, lock = false): Promise<ChatRow> {
  const query = executor
    .select({ chat: chats })
    .from(chats)
    .innerJoin(chatUsers, membership(userId))
    .where(and(eq(chats.companyId, companyId), chatNamed(ref)));
  const [row] = lock ? await query.for('update', { of: chats }) : await query;
  if (!row) throw new AppError('ERR_NO_CHAT_FOUND');
  return row.chat;
}

export interface ChatListFilter {
  searchParam?: string;
  /** Only chats where the caller has unread messages (the top bar's popover and the menu dot). */
  unreadOnly: boolean;
  pageNumber: number;
}

/** The caller's chats, newest activity first, 20 a page. */
export async function pageMemberChats(executor: Executor, companyId: number, userId: number, filter: ChatListFilter) {
  const term = filter.searchParam?.trim();
  const where = and(
    eq(chats.companyId, companyId),
    term ? sql`lower(${chats.title}) like ${likePattern(term.toLowerCase())}` : undefined,
    filter.unreadOnly ? gt(chatUsers.unreads, 0) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    executor
      .select({ chat: chats })
      .from(chats)
      .innerJoin(chatUsers, membership(userId))
      .where(where)
      .orderBy(desc(chats.updatedAt), desc(chats.id))
      .limit(CHATS_PAGE_SIZE)
      .offset((filter.pageNumber - 1) * CHATS_PAGE_SIZE),
    executor.select({ total: count() }).from(chats).innerJoin(chatUsers, membership(userId)).where(where),
  ]);
  const countAll = total?.total ?? 0;
  return { rows: rows.map((row) => row.chat), count: countAll, hasMore: filter.pageNumber * CHATS_PAGE_SIZE < countAll };
}

export interface MemberRow {
  chatId: number;
  userId: number;
  unreads: number;
  name: string;
}

/** The members of some chats with their names, by name. */
export function membersOf(executor: Executor, chatIds: number[]): Promise<MemberRow[]> {
  if (chatIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ chatId: chatUsers.chatId, userId: chatUsers.userId, unreads: chatUsers.unreads, name: users.name })
    .from(chatUsers)
    .innerJoin(users, eq(users.id, chatUsers.userId))
    .where(inArray(chatUsers.chatId, chatIds))
    .orderBy(asc(users.name), asc(users.id));
}

/** Which of `userIds` are users of the company. */
export async function companyUserIds(executor: Executor, companyId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)));
  return new Set(rows.map((row) => row.id));
}

/**
 * One page of a chat's messages: page 1 is the newest 20, each page oldest first, so the pane
 * walks back through the history as the reader scrolls up.
 */
export async function pageChatMessages(executor: Executor, chatId: number, pageNumber: number) {
  const [rows, [total]] = await Promise.all([
    executor
      .select({ message: chatMessages, senderName: users.name })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.senderId))
      .where(eq(chatMessages.chatId, chatId))
      .orderBy(desc(chatMessages.id))
      .limit(CHAT_MESSAGES_PAGE_SIZE)
      .offset((pageNumber - 1) * CHAT_MESSAGES_PAGE_SIZE),
    executor.select({ total: count() }).from(chatMessages).where(eq(chatMessages.chatId, chatId)),
  ]);
  const countAll = total?.total ?? 0;
  return { rows: rows.reverse(), count: countAll, hasMore: pageNumber * CHAT_MESSAGES_PAGE_SIZE < countAll };
}
