import type { Message, MessageList, Ticket } from '@prosa/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** `GET /messages/{ticketId}` pages as cached: page 1 (the newest 20) first, each oldest first. */
export type MessagePages = InfiniteData<MessageList, unknown>;

/** Oldest first across pages; a message seen twice (pages shift as new ones arrive) is kept once. */
export function flattenPages(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<number>();
  const result: Message[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      result.push(message);
    }
  }
  return result;
}

function replaceIn(data: MessagePages, message: Message): MessagePages | undefined {
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.messages.some((item) => item.id === message.id)) return page;
    found = true;
    return { ...page, messages: page.messages.map((item) => (item.id === message.id ? message : item)) };
  });
  return found ? { ...data, pages } : undefined;
}

/** `appMessage` update (acks, edits, deletes, reactions, send status): replace it where it is. */
export function replaceMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data) return data;
  return replaceIn(data, message) ?? data;
}

/** `appMessage` create, or our own send's answer: appended to the newest page once. */
export function appendMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data) return data;
  const replaced = replaceIn(data, message);
  if (replaced) return replaced;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/**
 * Whether a new message belongs to the history on screen: the same ticket, or another ticket of
 * the same contact on the same connection (the history spans the contact's tickets).
 */
export function belongsToHistory(message: Pick<Message, 'ticketId'>, messageTicket: Pick<Ticket, 'contactId' | 'whatsappId'> | undefined, shown: Pick<Ticket, 'id' | 'contactId' | 'whatsappId'>): boolean {
  if (message.ticketId === shown.id) return true;
  return messageTicket !== undefined && messageTicket.contactId === shown.contactId && messageTicket.whatsappId === shown.whatsappId;
}
