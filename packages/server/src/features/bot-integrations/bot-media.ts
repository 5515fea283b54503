import { basename } from 'node:path';
import type { EngineContext } from '../../engine-context.js';
import type { OutboundMessage } from '../messages/outbound.js';
import { mediaKindOf } from '../messages/media-kind.js';
import { assertAddressAllowed } from './address-guard.js';
import { WEBHOOK_TIMEOUT_MS } from './webhook-call.js';

/** WhatsApp's own ceiling for videos; a bigger file could not be sent anyway. */
export const BOT_MEDIA_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Fetches a file a bot names by URL (a Typebot image, audio or video) through the address guard,
 * bounded in time and size, redirects refused (they could lead past the guard), and stores it under
 * the company, ready to be sent as a WhatsApp message of `kind`.
 */
export async function fetchBotMedia(ctx: Pick<EngineContext, 'media' | 'config' | 'clock'>, companyId: number, url: string, kind: 'image' | 'audio' | 'video'): Promise<NonNullable<OutboundMessage['media']>> {
  await assertAddressAllowed(url, ctx.config);
  const response = await fetch(url, { signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > BOT_MEDIA_MAX_BYTES) throw new Error('file too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > BOT_MEDIA_MAX_BYTES) throw new Error('file too large');
    chunks.push(Buffer.from(chunk));
  }
  const name = decodeURIComponent(basename(new URL(url).pathname)) || kind;
  const mimetype = response.headers.get('content-type')?.split(';')[0]?.trim() || undefined;
  const stored = await ctx.media.save(companyId, Buffer.concat(chunks), name, ctx.clock.now());
  return { path: stored.path, name, mimetype: mediaKindOf(name, mimetype).mimetype, kind };
}
