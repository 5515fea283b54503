import { createHmac } from 'node:crypto';

/**
 * `X-Prosa-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with the integration's
 * secret: the receiver recomputes it over the raw body and refuses old timestamps (replays).
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
