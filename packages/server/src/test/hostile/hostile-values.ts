/**
 * Values a careless or hostile client sends, one per kind of trouble. The sweep puts each in
 * every field a route's schema names (and in place of the whole body), and expects a 4xx or a
 * success, never a 5xx.
 */

/** Nested objects deeper than any schema goes. */
function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
}

const MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);
const MEGABYTE_WORDS = 'palavra '.repeat(131_072);

/** JSON values for body fields (and whole bodies). */
export const HOSTILE_JSON_VALUES: { label: string; value: unknown }[] = [
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL inside', value: 'ab\u0000cd' },
  { label: 'lone high surrogate', value: 'x\ud800' },
  { label: 'lone low surrogate', value: '\udc00y' },
  { label: '1 MB text', value: MEGABYTE_TEXT },
  { label: '1 MB of words', value: MEGABYTE_WORDS },
  { label: 'empty text', value: '' },
  { label: 'blank text', value: '   ' },
  { label: '2^31', value: 2_147_483_648 },
  { label: '2^31 as text', value: '2147483648' },
  { label: '2^53 - 1', value: 9_007_199_254_740_991 },
  { label: '2^53 + 2', value: 9_007_199_254_740_994 },
  { label: '20 digits', value: '99999999999999999999' },
  { label: '1e20 as text', value: '1e20' },
  { label: '1e308', value: 1e308 },
  { label: 'negative', value: -1 },
  { label: 'negative 2^31', value: -2_147_483_649 },
  { label: 'zero', value: 0 },
  { label: 'fraction', value: 1.5 },
  { label: 'fraction as text', value: '1.5' },
  { label: 'impossible date', value: '2024-13-45' },
  { label: 'zero date', value: '0000-00-00' },
  { label: 'February 30th', value: '2024-02-30' },
  { label: 'impossible date-time', value: '2024-02-30T25:61:00Z' },
  { label: 'year 99999', value: '99999-01-01' },
  { label: 'path traversal', value: '../../../../etc/passwd' },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'empty array', value: [] },
  { label: 'array of junk', value: [null, -1, 'x\u0000', { a: 1 }, 2_147_483_648] },
  { label: 'empty object', value: {} },
  { label: 'object', value: { id: 2_147_483_648, ticketId: 'x', name: '\u0000' } },
  { label: 'deep nesting', value: deeplyNested(64) },
];

/** Whole bodies that are not what a route expects at all. */
export const HOSTILE_RAW_BODIES: { label: string; payload: string }[] = [
  { label: '__proto__ key', payload: '{"__proto__": {"polluted": true}, "name": "x"}' },
  { label: 'constructor.prototype key', payload: '{"constructor": {"prototype": {"polluted": true}}}' },
  { label: 'array body', payload: '[1, 2, 3]' },
  { label: 'string body', payload: '"text"' },
  { label: 'number body', payload: '2147483648' },
  { label: 'null body', payload: 'null' },
  { label: 'broken JSON', payload: '{"name": ' },
  { label: 'NUL key', payload: '{"\\u0000": "x"}' },
];

/**
 * Query-string and path values, already encoded for the URL. `%ED%A0%80` is a lone surrogate's
 * UTF-8 bytes, which no decoder turns back into text.
 */
export const HOSTILE_URL_VALUES: { label: string; encoded: string }[] = [
  { label: 'NUL', encoded: '%00' },
  { label: 'NUL inside', encoded: 'ab%00cd' },
  { label: 'lone surrogate bytes', encoded: 'x%ED%A0%80' },
  { label: 'invalid UTF-8', encoded: '%FF%FE' },
  { label: 'broken escape', encoded: '%E0%A4%A' },
  { label: '8 kB text', encoded: 'y'.repeat(8_000) },
  { label: 'empty', encoded: '' },
  { label: '2^31', encoded: '2147483648' },
  { label: '2^53 + 2', encoded: '9007199254740994' },
  { label: '20 digits', encoded: '99999999999999999999' },
  { label: '1e20', encoded: '1e20' },
  { label: 'negative', encoded: '-1' },
  { label: 'zero', encoded: '0' },
  { label: 'fraction', encoded: '1.5' },
  { label: 'hex', encoded: '0x10' },
  { label: 'impossible date', encoded: '2024-13-45' },
  { label: 'zero date', encoded: '0000-00-00' },
  { label: 'February 30th', encoded: '2024-02-30' },
  { label: 'JSON array', encoded: encodeURIComponent('[2147483648,-1,"x"]') },
  { label: 'JSON object', encoded: encodeURIComponent('{"a":1}') },
  { label: 'broken JSON', encoded: encodeURIComponent('[1,') },
  { label: 'path traversal', encoded: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'percent sign', encoded: '%25' },
  { label: 'LIKE wildcards', encoded: '%25_%25%5C' },
  { label: 'regex text', encoded: encodeURIComponent('(a+)+$[') },
  { label: 'tsquery syntax', encoded: encodeURIComponent("!&|:*()'\\") },
];

/** File names of multipart uploads. */
export const HOSTILE_FILE_NAMES: string[] = ['../../../../tmp/escape.txt', '..\\..\\windows.txt', 'nul\u0000byte.png', 'lone\ud800.png', '.hidden', '', 'x'.repeat(1_000) + '.png', 'ação ç.png'];
