import { BufferJSON, downloadMediaMessage, type SocketConfig, type WAMessage } from '@whiskeysockets/baileys';
import type { InboundMedia } from '../provider-types.js';
import type { BaileysMediaRef } from './message-mapping.js';
import { statusCodeOf } from './provider-errors.js';
import { unwrapContent } from './unwrap-content.js';

export function isBaileysMediaRef(ref: unknown): ref is BaileysMediaRef {
  return !!ref && typeof ref === 'object' && (ref as { format?: unknown }).format === 'baileys-wamessage' && typeof (ref as { message?: unknown }).message === 'object';
}

/** The stored JSON back into a message Baileys can download from (Buffers revived, envelopes removed). */
export function messageOfRef(ref: BaileysMediaRef): WAMessage {
  const message = JSON.parse(JSON.stringify(ref.message), BufferJSON.reviver) as WAMessage;
  return { ...message, message: unwrapContent(message.message) ?? null };
}

export interface DownloadContext {
  log: SocketConfig['logger'];
  /** Asks the phone to upload expired media again; only possible while connected. */
  reupload: (message: WAMessage) => Promise<WAMessage>;
  /** A download that stalls must not hold the session's event queue forever. */
  timeoutMs: number;
}

/** The CDN answers these once it dropped a file; the phone can upload it again. */
const GONE = new Set([404, 410]);

/**
 * Downloads and decrypts the media of a stored message. WhatsApp's CDN drops files after a while,
 * hence the re-upload request. Baileys 7.0.0-rc14 has the same fallback but tests `error.status`,
 * which its own Boom errors never set, so it never fires: we do it here.
 */
export async function downloadMediaOf(media: InboundMedia, context: DownloadContext): Promise<Buffer> {
  if (!isBaileysMediaRef(media.ref)) throw new Error('this media was not received through Baileys');
  const message = messageOfRef(media.ref);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('media download timed out'), { name: 'TimeoutError' })), context.timeoutMs);
    timer.unref();
  });
  const download = async () => {
    try {
      return await downloadMediaMessage(message, 'buffer', {});
    } catch (err) {
      if (!GONE.has(statusCodeOf(err) ?? 0)) throw err;
      context.log.info({ key: message.key }, 'media gone from the CDN; asking the phone to upload it again');
      return downloadMediaMessage(await context.reupload(message), 'buffer', {});
    }
  };
  try {
    return await Promise.race([download(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A file name for media that came without one (images, audio, video, stickers). */
export function fallbackFilename(providerMessageId: string, mimetype: string): string {
  const subtype = mimetype.split(';')[0]?.split('/')[1]?.trim();
  const extension = subtype === 'jpeg' ? 'jpg' : subtype === 'mpeg' ? 'mp3' : subtype;
  return extension ? `${providerMessageId}.${extension}` : providerMessageId;
}
