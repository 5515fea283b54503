import { formatText, plainTextOf } from '../conversation/formatText';

/** The agent signature the web app puts before a signed message: `*Name:*` and a line break. */
const SIGNATURE = /^\*[^*\n]{1,100}:\*\r?\n/;

/**
 * A message as one line of a list (ticket rows, the bell): without the agent's signature, without
 * the `*bold*` / `_italic_` / `~strike~` markers, line breaks read as spaces.
 */
export function previewText(text: string): string {
  return plainTextOf(formatText(text.replace(SIGNATURE, '')))
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PreviewPart {
  text: string;
  /** A word the search asked for. */
  match: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const WORD = /[\p{L}\p{Nd}]+/gu;

/**
 * The text cut into parts, words starting with a searched word marked, compared like the server's
 * word search (ignoring case and accents; the last searched word may be a prefix, so any may be).
 */
export function highlightParts(text: string, search: string): PreviewPart[] {
  const wanted = fold(search).match(WORD) ?? [];
  if (wanted.length === 0) return text === '' ? [] : [{ text, match: false }];
  const parts: PreviewPart[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const start = found.index;
    if (!wanted.some((word) => fold(found[0]).startsWith(word))) continue;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** Characters kept before the first highlighted word on a one-line row. */
const LEAD = 24;

/** Drops the start of a long text so its first highlighted word shows on a one-line row. */
export function fromFirstMatch(parts: PreviewPart[]): PreviewPart[] {
  const first = parts.findIndex((part) => part.match);
  if (first <= 0) return parts;
  const before = parts.slice(0, first).map((part) => part.text).join('');
  if (before.length <= LEAD) return parts;
  const cut = before.slice(before.length - LEAD);
  const fromWord = cut.replace(/^\S*\s/, '');
  return [{ text: `…${fromWord}`, match: false }, ...parts.slice(first)];
}
