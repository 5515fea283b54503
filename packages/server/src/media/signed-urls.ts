import { createHmac, timingSafeEqual } from 'node:crypto';

/** Media links live a day: long enough for a working session. */
export const MEDIA_URL_TTL_SECONDS = 24 * 60 * 60;

function signatureOf(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
}

/**
 * A relative URL for a stored file, usable by `<img>`, `<audio>` and `<video>` (which cannot send
 * the bearer token): the signature binds the exact path, which starts with the company's folder.
 */
export function signMediaUrl(secret: string, path: string, now: Date, ttlSeconds = MEDIA_URL_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `/media/${encoded}?expires=${expires}&signature=${signatureOf(secret, path, expires)}`;
}

export function verifyMediaSignature(secret: string, path: string, expires: number, signature: string, now: Date): 'ok' | 'expired' | 'invalid' {
  const expected = Buffer.from(signatureOf(secret, path, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : 'ok';
}
