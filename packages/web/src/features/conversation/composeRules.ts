import { quickReplyLabel, type QuickMessage } from '@prosa/contract';

/** The sign option prefixes the user's name in bold and a newline. */
export function signedBody(text: string, userName: string | undefined, sign: boolean): string {
  const trimmed = text.trim();
  if (!sign || !userName || trimmed === '') return trimmed;
  return `*${userName}:*\n${trimmed}`;
}

export interface QuickReplySuggestion {
  id: number;
  label: string;
  message: string;
}

/**
 * `/` followed by at least one character lists the quick replies whose shortcode or message contains
 * that text. `undefined` means "no suggestion list at all".
 */
export function quickReplySuggestions(input: string, quickMessages: readonly QuickMessage[]): QuickReplySuggestion[] | undefined {
  if (!input.startsWith('/') || input.length < 2) return undefined;
  const search = input.slice(1).toLowerCase();
  return quickMessages
    .filter((record) => record.shortcode.toLowerCase().includes(search) || record.message.toLowerCase().includes(search))
    .map((record) => ({ id: record.id, label: quickReplyLabel(record.message), message: record.message }));
}

export type CustomerWindow = { state: 'none' } | { state: 'open'; until: Date } | { state: 'expired'; since: Date };

/** Cloud API tickets carry the end of the 24-hour customer-service window. */
export function customerWindowOf(windowExpiresAt: string | null, now: number): CustomerWindow {
  if (windowExpiresAt === null) return { state: 'none' };
  const end = new Date(windowExpiresAt);
  if (Number.isNaN(end.getTime())) return { state: 'none' };
  return end.getTime() > now ? { state: 'open', until: end } : { state: 'expired', since: end };
}
