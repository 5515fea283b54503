/** A `LIKE` pattern for "contains `text`": the text's `%`, `_` and `\` match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
