import type { AnyMessageContent, WAMessage, WAMessageKey } from '@whiskeysockets/baileys';
import { capabilitiesOf } from '../capabilities.js';
import { ProviderError, type InboundMedia, type OutboundMedia, type OutboundTarget, type PeerId, type SendOptions, type SendResult, type StartOptions, type WhatsAppSession } from '../provider-types.js';
import { BaileysConnection } from './baileys-connection.js';
import { digitsOnly, jidOfTarget, parseJid } from './jids.js';
import { contactsContent, locationContent, mediaContent } from './outbound-content.js';
import { providerErrorOf, statusCodeOf } from './provider-errors.js';
import type { BaileysSessionOptions } from './session-options.js';
import { isoFromSeconds, numberOf } from './timestamps.js';
import { TtlCache } from './ttl-cache.js';

export type { BaileysSessionEvents } from './inbound-router.js';
export type { BaileysSessionOptions, BaileysSocketConfig, MessageLookup, Timers } from './session-options.js';

const PICTURE_TTL_MS = 6 * 60 * 60_000;

export function createBaileysSession(options: BaileysSessionOptions): WhatsAppSession {
  return new BaileysSession(options);
}

/** The WhatsApp Web (multi-device) provider: our actions on top of one Baileys connection. */
export class BaileysSession implements WhatsAppSession {
  readonly provider = 'beta' as const;
  readonly capabilities = capabilitiesOf('beta');
  private readonly connection: BaileysConnection;
  private readonly pictures: TtlCache<string | undefined>;

  constructor(private readonly options: BaileysSessionOptions) {
    this.connection = new BaileysConnection(options);
    this.pictures = new TtlCache(options.profilePictureTtlMs ?? PICTURE_TTL_MS, options.clock);
  }

  /** Resolves once past OPENING: a QR or pairing code is shown, the session is connected, or it closed. */
  start(options: StartOptions): Promise<void> {
    return this.connection.start(options);
  }

  /** Closes the socket and keeps the credentials; no status is reported (the caller asked for it). */
  stop(): Promise<void> {
    return this.connection.stop();
  }

  logout(): Promise<void> {
    return this.connection.logout();
  }

  /** The stored key when the pipeline knows the message (group messages need their author); else one built from the target. */
  private async keyOf(jid: string, id: string, fromMe: boolean): Promise<WAMessageKey> {
    const stored = await this.options.getMessage?.({ id, remoteJid: jid, fromMe }).catch(() => undefined);
    return stored?.key ?? { remoteJid: jid, id, fromMe };
  }

  private async send(target: OutboundTarget, content: AnyMessageContent, options?: SendOptions): Promise<SendResult> {
    const sock = this.connection.socket();
    const jid = jidOfTarget(target);
    let quoted: WAMessage | undefined;
    if (options?.quotedProviderId) {
      quoted = await this.options.getMessage?.({ id: options.quotedProviderId, remoteJid: jid }).catch(() => undefined);
      // Without the original the quote cannot be built; the answer still goes out, unquoted.
      if (!quoted) this.options.log.warn({ quotedProviderId: options.quotedProviderId }, 'quoted message not found; sending without quote');
    }
    let sent: WAMessage | undefined;
    try {
      const sendOptions = { ...(quoted ? { quoted } : {}), ...(options?.messageId ? { messageId: options.messageId } : {}) };
      sent = await sock.sendMessage(jid, content, Object.keys(sendOptions).length ? sendOptions : undefined);
    } catch (err) {
      throw providerErrorOf(err, 'ERR_SENDING_WAPP_MSG');
    }
    // Not retryable: WhatsApp may have taken the message, and a retry would send it twice.
    if (!sent?.key.id) throw new ProviderError('WhatsApp did not return the sent message', 'ERR_SENDING_WAPP_MSG', false);
    const seconds = numberOf(sent.messageTimestamp);
    return { providerMessageId: sent.key.id, timestamp: seconds ? isoFromSeconds(seconds) : this.options.clock.now().toISOString() };
  }

  sendText(target: OutboundTarget, body: string, options?: SendOptions): Promise<SendResult> {
    return this.send(target, { text: body }, options);
  }

  sendMedia(target: OutboundTarget, media: OutboundMedia, options?: SendOptions): Promise<SendResult> {
    return this.send(target, mediaContent(media), options);
  }

  sendLocation(target: OutboundTarget, location: { latitude: number; longitude: number; name?: string; address?: string }, options?: SendOptions): Promise<SendResult> {
    return this.send(target, locationContent(location), options);
  }

  sendContacts(target: OutboundTarget, vcards: string[], options?: SendOptions): Promise<SendResult> {
    return this.send(target, contactsContent(vcards), options);
  }

  async sendReaction(target: OutboundTarget, providerMessageId: string, emoji: string, fromMe: boolean): Promise<void> {
    await this.send(target, { react: { text: emoji, key: await this.keyOf(jidOfTarget(target), providerMessageId, fromMe) } });
  }

  async editText(target: OutboundTarget, providerMessageId: string, body: string): Promise<void> {
    await this.send(target, { text: body, edit: await this.keyOf(jidOfTarget(target), providerMessageId, true) });
  }

  async deleteForEveryone(target: OutboundTarget, providerMessageId: string, fromMe: boolean): Promise<void> {
    const key = await this.keyOf(jidOfTarget(target), providerMessageId, fromMe);
    try {
      await this.send(target, { delete: key });
    } catch (err) {
      throw err instanceof ProviderError && err.code === 'ERR_SENDING_WAPP_MSG' ? new ProviderError(err.message, 'ERR_DELETE_WAPP_MSG', err.retryable) : err;
    }
  }

  async markRead(target: OutboundTarget, providerMessageIds: string[]): Promise<void> {
    const sock = this.connection.socket();
    const jid = jidOfTarget(target);
    const keys = await Promise.all(providerMessageIds.map((id) => this.keyOf(jid, id, false)));
    try {
      await sock.readMessages(keys);
    } catch (err) {
      throw providerErrorOf(err, 'ERR_SENDING_WAPP_MSG');
    }
  }

  async checkNumber(number: string): Promise<{ exists: boolean; phone?: string; lid?: string }> {
    const sock = this.connection.socket();
    try {
      const [result] = (await sock.onWhatsApp(digitsOnly(number))) ?? [];
      if (!result?.exists) return { exists: false };
      const phone = parseJid(result.jid);
      // onWhatsApp no longer answers LIDs in Baileys 7; the LID store asks WhatsApp (PN → LID only).
      const lid = parseJid(await sock.signalRepository.lidMapping.getLIDForPN(result.jid).catch(() => null));
      return { exists: true, ...(phone?.kind === 'phone' ? { phone: phone.user } : {}), ...(lid?.kind === 'lid' ? { lid: lid.user } : {}) };
    } catch (err) {
      throw providerErrorOf(err, 'ERR_WAPP_CHECK_CONTACT');
    }
  }

  /** Cached per JID, "no picture" included (WhatsApp answers 404/401 for a missing or private picture). */
  async profilePicture(target: OutboundTarget): Promise<string | undefined> {
    const jid = jidOfTarget(target);
    if (!this.connection.isConnected()) return this.pictures.get(jid);
    const sock = this.connection.socket();
    try {
      return await this.pictures.getOrLoad(jid, async () => {
        try {
          return await sock.profilePictureUrl(jid, 'image');
        } catch (err) {
          const status = statusCodeOf(err);
          if (status === 404 || status === 401 || status === 403) return undefined;
          throw err;
        }
      });
    } catch (err) {
      // Transient failures are not cached: the next call asks again.
      this.options.log.warn({ err, jid }, 'profile picture lookup failed');
      return undefined;
    }
  }

  async downloadMedia(media: InboundMedia): Promise<{ data: Buffer; mimetype: string; filename?: string }> {
    try {
      const data = await this.connection.download(media);
      return { data, mimetype: media.mimetype, ...(media.filename ? { filename: media.filename } : {}) };
    } catch (err) {
      throw providerErrorOf(err, 'ERR_WAPP_DOWNLOAD_MEDIA');
    }
  }

  /** The phone's contacts WhatsApp told this session about since it connected. */
  async listContacts(): Promise<PeerId[]> {
    return this.connection.addressBook.list();
  }
}
