import { z } from 'zod';

/** Validation texts of the seeds, used as the messages of field issues. */
export const TEXT = {
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  required: 'Required',
  invalidEmail: 'Invalid email',
} as const;

/** The largest value of a PostgreSQL `integer`: ids and counts past it cannot be stored or compared. */
export const INT32_MAX = 2_147_483_647;

const INVALID_ID = 'Invalid id';
const INVALID_NUMBER = 'Invalid number';
const INVALID_DATE = 'Invalid date';

/** A required string of `min`–`max` characters after trimming, with the seed's texts. */
export function boundedText(min: number, max: number) {
  return z
    .string({ error: TEXT.required })
    .trim()
    .min(1, TEXT.required)
    .min(min, TEXT.tooShort)
    .max(max, TEXT.tooLong);
}

export const emailSchema = z
  .string({ error: TEXT.required })
  .trim()
  .min(1, TEXT.required)
  .max(254, TEXT.tooLong)
  .pipe(z.email({ error: TEXT.invalidEmail }))
  .transform((email) => email.toLowerCase());

/**
 * An integer from `min` to `max`, sent as a number or as a string of digits (query strings and
 * forms). Unlike `z.coerce`, `''`, `true`, `[]`, `'1e3'` and `'0x10'` are refused, not read as numbers.
 */
export function integerSchema(min: number, max: number, message = INVALID_NUMBER) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).trim().regex(/^-?\d{1,16}$/, message).transform(Number)], {
      error: (issue) => (issue.input === undefined ? TEXT.required : message),
    })
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/**
 * The one id schema: a row id is a positive 32-bit integer, as a number or a string of digits.
 * Every path parameter, query field, body field and socket payload that names a row uses it, so an
 * id the database cannot hold is a 400, never a failed query.
 */
export const idSchema = integerSchema(1, INT32_MAX, INVALID_ID);
export const idParam = idSchema;
export const idParams = z.object({ id: idSchema });

/**
 * The `companyId` the seeds' client adds to its calls: the session decides the company, so it is
 * only checked to be an id, then ignored.
 */
export const companyIdParam = idSchema.optional();

/** A list of row ids (`queueIds`, `tags` …): duplicates dropped, at most `max`. */
export function idListSchema(max = 1000) {
  return z
    .array(idSchema)
    .max(max, TEXT.tooLong)
    .transform((ids) => [...new Set(ids)]);
}

/**
 * The forms clients use for "none" in an optional reference: null,
 * '', false, 0 — and their string forms from query strings and multipart fields.
 */
export const noneSchema = z.union([z.null(), z.literal(''), z.literal(false), z.literal(0), z.literal('0'), z.literal('null'), z.literal('false')]).transform((): null => null);

/**
 * An optional reference to a row: an id, or "none" (null). Absent stays `undefined`, which an
 * update reads as "keep what is stored".
 */
export const refSchema = z.union([noneSchema, idSchema]).optional();

/** A yes/no flag as JSON sends it, or as a form or query string does. */
export const flagSchema = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['true', 'false', '1', '0', 'enabled', 'disabled'])])
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1' || value === 'enabled');

export const pageNumberSchema = integerSchema(1, 100_000).default(1);

/** Whether `YYYY-MM-DD` names a day that exists (2024-02-30 does not) in years PostgreSQL and JS agree on. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 9999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The one day schema: `YYYY-MM-DD` of a real calendar day. */
export const calendarDaySchema = z.string({ error: INVALID_DATE }).trim().refine(isCalendarDay, INVALID_DATE);

/** A day in a query string; a full ISO date-time is accepted and read as its day. */
export const dayParam = z
  .string({ error: INVALID_DATE })
  .trim()
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDay, INVALID_DATE)
  .optional();

/**
 * An instant as ISO 8601 (`2026-11-24T15:00:00-03:00`, or `Z`); impossible dates and times, and
 * years outside 1900–9999, are refused. Answers the text as sent.
 */
export const instantSchema = z
  .string({ error: INVALID_DATE })
  .trim()
  .max(40, INVALID_DATE)
  .refine((value) => {
    const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
    if (!match || !isCalendarDay(match[1]!)) return false;
    if (Number(match[2]) > 23 || Number(match[3]) > 59 || Number(match[4] ?? 0) > 59) return false;
    return !Number.isNaN(new Date(value).getTime());
  }, INVALID_DATE);

/** Dates and times on the wire are ISO 8601 strings with an offset. */
export const isoDateTime = z.string();
