/**
 * WhatsApp's text formatting (`*bold*`, `~strike~`, also `_italic_`) as a tree of
 * segments the view turns into React elements. Nothing here produces HTML: a message saying
 * `<b>hi</b>` stays those characters.
 */
export type FormatStyle = 'bold' | 'italic' | 'strike';

export type TextSegment = { kind: 'text'; text: string } | { kind: FormatStyle; children: TextSegment[] };

const MARKERS: Record<string, FormatStyle> = { '*': 'bold', _: 'italic', '~': 'strike' };

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** Like WhatsApp: a marker opens at the start or after a non-word character, right before a non-space. */
function opensAt(text: string, index: number): boolean {
  const next = text[index + 1];
  return !isWordChar(text[index - 1]) && next !== undefined && !isSpace(next) && next !== text[index];
}

/** The matching closing marker on the same line: after a non-space, before a non-word character. */
function closingIndex(text: string, open: number): number {
  const marker = text[open];
  for (let index = open + 2; index < text.length; index++) {
    const char = text[index];
    if (char === '\n') return -1;
    if (char === marker && !isSpace(text[index - 1]) && !isWordChar(text[index + 1])) return index;
  }
  return -1;
}

/** Multipart uploads turn `\n` into `\r\n` (the form encoding demands it): lines read the same either way. */
export function formatText(text: string): TextSegment[] {
  return formatLines(text.replace(/\r\n?/g, '\n'));
}

function formatLines(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const style = MARKERS[char];
    const close = style !== undefined && opensAt(text, index) ? closingIndex(text, index) : -1;
    if (style === undefined || close === -1) {
      plain += char;
      index += 1;
      continue;
    }
    if (plain !== '') segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push({ kind: style, children: formatLines(text.slice(index + 1, close)) });
    index = close + 1;
  }
  if (plain !== '') segments.push({ kind: 'text', text: plain });
  return segments;
}

/** The text a segment tree reads as, markers removed (previews, tests). */
export function plainTextOf(segments: TextSegment[]): string {
  return segments.map((segment) => (segment.kind === 'text' ? segment.text : plainTextOf(segment.children))).join('');
}
