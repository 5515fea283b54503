import { unreadsOf, type Chat, type ChatMessage, type ChatMessagePage } from '@prosa/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { removeFromPages, upsertInPages, type Pages } from '../../lists/pagedCache';

/** `GET /chats`: newest activity first. */
export function compareChats(a: Chat, b: Chat): number {
  return b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id;
}

/**
 * A changed chat in a cached list: replaced and put back in order (a message moves it to the top),
 * or added when it is new; `keep` false takes it out (the unread list once the caller read it).
 */
export function placeChat(data: Pages<Chat> | undefined, chat: Chat, keep = true): Pages<Chat> | undefined {
  // Taken out first, so a chat that moved is put back where the order says (counts even out).
  const without = removeFromPages(data, chat.id);
  return keep ? upsertInPages(without, chat, compareChats) : without;
}

/** The chats of the top-bar popover and the menu dot: those where the viewer has unread messages. */
export function keepsUnread(chat: Chat, viewerId: number): boolean {
  return unreadsOf(chat, viewerId) > 0;
}

export type ChatMessagePages = InfiniteData<ChatMessagePage, unknown>;

/** Oldest first across pages (page 1 is the newest); a message on two pages shows once. */
export function flattenChatMessages(data: ChatMessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const result: ChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.records) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      result.push(message);
    }
  }
  return result;
}

/** A new message (socket event or the send's answer) joins the newest page once. */
export function appendChatMessage(data: ChatMessagePages | undefined, message: ChatMessage): ChatMessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.records.some((item) => item.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, count: newest.count + 1, records: [...newest.records, message] }, ...older] };
}
