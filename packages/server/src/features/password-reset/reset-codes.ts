import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 30 * 60 * 1000;
/** Wrong tries a code survives before it is burnt. */
export const MAX_FAILED_TRIES = 5;

/** Eight digits: easy to type from an e-mail, and five tries leave a 1-in-20-million chance. */
export function newResetCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

export function hashCode(code: string): string {
  return createHash('sha256').update(code.trim()).digest('hex');
}

export function codeMatches(code: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashCode(code), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
