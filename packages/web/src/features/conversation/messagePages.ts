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

/**
 * A socket `update` of a message of the history on screen: replaced where it is; appended when it is
 * newer than every message shown (its `create` has not come: with the API and the workers in separate
 * processes, a worker's update can overtake the API's create); an older one not loaded stays out.
 */
export function applyMessageUpdate(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data) return data;
  const replaced = replaceIn(data, message);
  if (replaced) return replaced;
  const newestShown = data.pages.reduce((newest, page) => page.messages.reduce((id, item) => Math.max(id, item.id), newest), 0);
  return message.id > newestShown ? appendMessage(data, message) : data;
}

/**
 * `appMessage` create, or our own send's answer: appended to the newest page once. A message already
 * shown keeps the copy shown: a create carries the message as first stored, and the send's answer can
 * arrive after the socket's create and its update (the send job's ack), which it must not undo.
 */
export function appendMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.messages.some((item) => item.id === message.id))) return data;
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
