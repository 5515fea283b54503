import { z } from 'zod';

/** Validation texts of the seeds (seed 000 §5), used as the messages of field issues. */
export const TEXT = {
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  required: 'Required',
  invalidEmail: 'Invalid email',
} as const;

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

/** A positive integer id in a path or query string. */
export const idParam = z.coerce.number({ error: 'Invalid id' }).int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idParam });

export const pageNumberSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** Dates and times on the wire are ISO 8601 strings with an offset (design.md §4b). */
export const isoDateTime = z.string();
