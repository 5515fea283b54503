import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<hex>`: what Meta sends in `X-Hub-Signature-256` (tests sign their fixtures with it). */
export function signatureOf(appSecret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

/**
 * Checks Meta's HMAC over the exact bytes received (re-serialised JSON would not match) in constant
 * time. An empty secret verifies nothing: a connection without one cannot receive.
 */
export function verifySignature(appSecret: string, raw: Buffer, header: string | string[] | undefined): boolean {
  if (!appSecret || typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/** Constant-time text comparison for the verify token (lengths may differ, so both are hashed first). */
export function sameSecret(a: string, b: string): boolean {
  const key = 'prosa-verify-token';
  return timingSafeEqual(createHmac('sha256', key).update(a).digest(), createHmac('sha256', key).update(b).digest());
}
