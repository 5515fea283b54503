import type { Message, MessageList } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { appendMessage, belongsToHistory, flattenPages, replaceMessage, type MessagePages } from './messagePages';

const message = (id: number, body = `m${id}`) => ({ id, body, ticketId: 1 }) as Message;
const page = (...ids: number[]) => ({ messages: ids.map((id) => message(id)), hasMore: true, count: 0 }) as unknown as MessageList;
const data = (...pages: MessageList[]): MessagePages => ({ pages, pageParams: pages.map((_page, index) => index + 1) });
const ids = (value: MessagePages | undefined) => flattenPages(value).map((item) => item.id);

describe('message pages', () => {
  it('flattens oldest first and keeps a repeated message once', () => {
    expect(ids(data(page(21, 22, 23), page(1, 2, 21)))).toEqual([1, 2, 21, 22, 23]);
    expect(ids(undefined)).toEqual([]);
  });

  it('appends a new message to the newest page, once', () => {
    const once = appendMessage(data(page(3, 4), page(1, 2)), message(5));
    expect(ids(once)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(appendMessage(once, message(5, 'again')))).toEqual([1, 2, 3, 4, 5]);
    expect(flattenPages(appendMessage(once, message(5, 'again'))).at(-1)?.body).toBe('again');
  });

  it('replaces an update where it is and ignores unknown ids', () => {
    const before = data(page(3, 4), page(1, 2));
    expect(flattenPages(replaceMessage(before, message(2, 'edited')))[1]?.body).toBe('edited');
    expect(replaceMessage(before, message(9))).toBe(before);
    expect(replaceMessage(undefined, message(9))).toBeUndefined();
  });

  it('takes messages of the same contact and connection into the history', () => {
    const shown = { id: 1, contactId: 5, whatsappId: 2 };
    expect(belongsToHistory({ ticketId: 1 }, undefined, shown)).toBe(true);
    expect(belongsToHistory({ ticketId: 9 }, { contactId: 5, whatsappId: 2 }, shown)).toBe(true);
    expect(belongsToHistory({ ticketId: 9 }, { contactId: 5, whatsappId: 3 }, shown)).toBe(false);
    expect(belongsToHistory({ ticketId: 9 }, { contactId: 6, whatsappId: 2 }, shown)).toBe(false);
  });
});
