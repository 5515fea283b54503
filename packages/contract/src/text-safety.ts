/**
 * Text PostgreSQL cannot store: the NUL character (refused by every text and JSON column) and lone
 * UTF-16 surrogates (refused inside JSON columns, silently mangled in text ones). Input from clients
 * carrying them is refused; text from WhatsApp is cleaned instead, so no customer message is lost.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what these look for.
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- as above.
const UNSAFE_ALL = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const UNSAFE_TEXT_MESSAGE = 'Contains characters that cannot be stored';

export function hasUnsafeText(text: string): boolean {
  return UNSAFE.test(text);
}

/** NUL removed, lone surrogates replaced by U+FFFD. */
export function cleanText(text: string): string {
  return text.replace(UNSAFE_ALL, (found) => (found === '\u0000' ? '' : '\ufffd'));
}

/**
 * The path (`a.b.0`) of the first string or key in `value` holding unsafe text, or undefined.
 * Deeper than `maxDepth` is not looked at: no schema reads that deep, so nothing there is stored.
 */
export function findUnsafeText(value: unknown, path: string[] = [], maxDepth = 32): string | undefined {
  if (typeof value === 'string') return hasUnsafeText(value) ? path.join('.') || 'body' : undefined;
  if (!isPlainContainer(value) || path.length >= maxDepth) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnsafeText(key)) return [...path, cleanText(key)].join('.');
    const found = findUnsafeText(item, [...path, key], maxDepth);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Arrays and objects of fields: what JSON, query strings and route parameters make (the latter
 * with prototypes of their own). Byte buffers and dates are values, not containers.
 */
function isPlainContainer(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer) && !(value instanceof Date);
}

/** A copy of `value` with every string and key cleaned (see `cleanText`). */
export function cleanDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (!isPlainContainer(value) || depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => cleanDeep(item, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanText(key), cleanDeep(item, depth + 1)])) as T;
}
