import { describe, expect, it } from 'vitest';
import type { Chat, ChatMessage } from '@prosa/contract';
import type { Pages } from '../../lists/pagedCache';
import { appendChatMessage, flattenChatMessages, keepsUnread, placeChat, type ChatMessagePages } from './chatCache';

const chat = (id: number, updatedAt: string, unreads: Record<number, number> = {}): Chat => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  title: `Chat ${id}`,
  ownerId: 1,
  lastMessage: '',
  createdAt: updatedAt,
  updatedAt,
  users: Object.entries(unreads).map(([userId, count]) => ({ userId: Number(userId), unreads: count, user: { id: Number(userId), name: `U${userId}` } })),
});
const pages = (...chats: Chat[]): Pages<Chat> => ({ pages: [{ items: chats, count: chats.length, hasMore: false }], pageParams: [1] });
const message = (id: number, chatId = 7): ChatMessage => ({ id, chatId, senderId: 1, sender: { id: 1, name: 'Ana' }, message: `m${id}`, createdAt: '', updatedAt: '' });

describe('chat lists in the cache', () => {
  it('a chat with a new message moves to the top; the count stays', () => {
    const before = pages(chat(1, '2026-01-01T10:00:00Z'), chat(2, '2026-01-01T09:00:00Z'));
    const after = placeChat(before, chat(2, '2026-01-01T11:00:00Z'));
    expect(after?.pages[0]?.items.map((item) => item.id)).toEqual([2, 1]);
    expect(after?.pages[0]?.count).toBe(2);
  });

  it('a new chat joins, counted; one not kept leaves', () => {
    const before = pages(chat(1, '2026-01-01T10:00:00Z'));
    expect(placeChat(before, chat(3, '2026-01-02T10:00:00Z'))?.pages[0]).toMatchObject({ count: 2, items: [{ id: 3 }, { id: 1 }] });
    expect(placeChat(before, chat(1, '2026-01-01T10:00:00Z'), false)?.pages[0]).toMatchObject({ count: 0, items: [] });
  });

  it('the unread list keeps the chats where the viewer has unread messages', () => {
    expect(keepsUnread(chat(1, '', { 5: 2, 6: 0 }), 5)).toBe(true);
    expect(keepsUnread(chat(1, '', { 5: 2, 6: 0 }), 6)).toBe(false);
    expect(keepsUnread(chat(1, ''), 6)).toBe(false);
  });
});

describe('chat history in the cache', () => {
  const history: ChatMessagePages = {
    pages: [
      { records: [message(3), message(4)], count: 4, hasMore: true },
      { records: [message(1), message(2)], count: 4, hasMore: false },
    ],
    pageParams: [1, 2],
  };

  it('reads oldest first across pages', () => {
    expect(flattenChatMessages(history).map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('appends a new message once, whoever delivers it first (socket or answer)', () => {
    const once = appendChatMessage(history, message(5));
    expect(flattenChatMessages(once).map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(appendChatMessage(once, message(5))).toBe(once);
  });
});
