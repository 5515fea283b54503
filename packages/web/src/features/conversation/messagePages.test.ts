import type { Message, MessageList } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { appendMessage, applyMessageUpdate, belongsToHistory, flattenPages, replaceMessage, type MessagePages } from './messagePages';

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
  });

  it('keeps the copy shown when a create comes again (the send\'s answer after its ack\'s update)', () => {
    const created = appendMessage(data(page(1, 2)), { ...message(3), ack: 0 } as Message);
    const acked = replaceMessage(created, { ...message(3), ack: 1 } as Message);
    const late = appendMessage(acked, { ...message(3), ack: 0 } as Message);
    expect(late).toBe(acked);
    expect(flattenPages(late).at(-1)?.ack).toBe(1);
  });

  it('replaces an update where it is and ignores unknown ids', () => {
    const before = data(page(3, 4), page(1, 2));
    expect(flattenPages(replaceMessage(before, message(2, 'edited')))[1]?.body).toBe('edited');
    expect(replaceMessage(before, message(9))).toBe(before);
    expect(replaceMessage(undefined, message(9))).toBeUndefined();
  });

  it('a socket update replaces, appends a message newer than every one shown, and leaves older unloaded ones out', () => {
    const shown = data(page(3, 4), page(1, 2));
    expect(flattenPages(applyMessageUpdate(shown, message(4, 'acked'))).at(-1)?.body).toBe('acked');
    expect(ids(applyMessageUpdate(shown, message(5, 'its create overtaken')))).toEqual([1, 2, 3, 4, 5]);
    expect(applyMessageUpdate(data(page(30, 31)), message(7))).toEqual(data(page(30, 31)));
    expect(applyMessageUpdate(undefined, message(5))).toBeUndefined();
  });

  it('takes messages of the same contact and connection into the history', () => {
    const shown = { id: 1, contactId: 5, whatsappId: 2 };
    expect(belongsToHistory({ ticketId: 1 }, undefined, shown)).toBe(true);
    expect(belongsToHistory({ ticketId: 9 }, { contactId: 5, whatsappId: 2 }, shown)).toBe(true);
    expect(belongsToHistory({ ticketId: 9 }, { contactId: 5, whatsappId: 3 }, shown)).toBe(false);
    expect(belongsToHistory({ ticketId: 9 }, { contactId: 6, whatsappId: 2 }, shown)).toBe(false);
  });
});
