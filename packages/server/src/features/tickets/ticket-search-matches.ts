import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { messages } from '../../db/schema/index.js';
import { wordsQuery } from './tickets.repository.js';

/** Characters of a matched message sent to the list: enough to show the words with some context. */
export const MATCH_WINDOW = 240;
/** Characters kept before the first matched word, so it is read in context. */
const LEAD = 60;

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{Nd}]/u.test(char);

/**
 * Where the first searched word starts in `body` (compared ignoring case and accents, at the start
 * of a word as the word index matches), or -1. Indexes are of `body`'s UTF-16 text.
 */
export function firstWordAt(body: string, search: string): number {
  const words = (fold(search).match(/[\p{L}\p{Nd}]+/gu) ?? []).filter((word) => word !== '');
  if (words.length === 0) return -1;
  // Fold character by character so a position in the folded text maps back to the original.
  const chars = Array.from(body);
  const starts: number[] = [];
  let folded = '';
  let offset = 0;
  for (const char of chars) {
    const piece = fold(char);
    for (let i = 0; i < piece.length; i += 1) starts.push(offset);
    folded += piece;
    offset += char.length;
  }
  let best = -1;
  for (const word of words) {
    let at = folded.indexOf(word);
    while (at !== -1 && isWordChar(folded[at - 1])) at = folded.indexOf(word, at + 1);
    if (at !== -1 && (best === -1 || at < best)) best = at;
  }
  return best === -1 ? -1 : (starts[best] ?? -1);
}

/** The part of `body` the list shows: from a little before the first searched word, `MATCH_WINDOW` long. */
export function matchWindow(body: string, search: string): string {
  if (body.length <= MATCH_WINDOW) return body;
  const at = Math.max(0, firstWordAt(body, search));
  let start = Math.max(0, at - LEAD);
  // Start on a word, not in the middle of one.
  while (start > 0 && start < at && isWordChar(body[start - 1])) start += 1;
  const window = body.slice(start, start + MATCH_WINDOW);
  return `${start > 0 ? '…' : ''}${window}${start + MATCH_WINDOW < body.length ? '…' : ''}`;
}

/**
 * For each ticket of a search page, the newest message (not deleted) holding the searched words,
 * through the word index, as `searchMatch` shows it. Tickets found by their contact alone have none.
 */
export async function searchMatches(executor: Executor, companyId: number, ticketIds: readonly number[], search: string): Promise<Map<number, { messageId: number; body: string }>> {
  const words = wordsQuery(search.trim().toLowerCase());
  if (!words || ticketIds.length === 0) return new Map();
  const rows = await executor
    .selectDistinctOn([messages.ticketId], { ticketId: messages.ticketId, id: messages.id, body: messages.body })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        inArray(messages.ticketId, [...ticketIds]),
        eq(messages.isDeleted, false),
        sql`${messages.searchVector} @@ to_tsquery('simple', immutable_unaccent_lower(${words}::text))`,
      ),
    )
    .orderBy(messages.ticketId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((row) => [row.ticketId, { messageId: row.id, body: matchWindow(row.body, search) }]));
}
