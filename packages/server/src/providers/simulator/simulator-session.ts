import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/types.js';
import type { Clock } from '../../shared/clock.js';
import type { MediaStore } from '../../media/media-store.js';
import { capabilitiesOf } from '../capabilities.js';
import { ProviderError, type OutboundTarget, type ProviderEvents, type StartOptions, type WhatsAppSession } from '../provider-types.js';
import { onWhatsApp, pairedNumber, recordSent, simulatedAddressBook, unpair } from './simulator-network.js';

export interface SimulatorSessionOptions {
  whatsappId: number;
  db: Db;
  clock: Clock;
  events: ProviderEvents;
  media: MediaStore;
  /** Base of the reconnect back-off after a network drop (jittered, doubled per retry). */
  reconnectDelayMs?: number;
}

export interface SimulatorSession extends WhatsAppSession {
  /** The network drops the connection; the session recovers like a real one would. */
  networkDrop(): Promise<void>;
}

const destination = (target: OutboundTarget) => (target.kind === 'group' ? target.groupId : (target.phone ?? target.lid ?? ''));

/**
 * A provider that behaves like a WhatsApp session against the simulated network: a QR (or pairing
 * code) until the simulator "scans" it, CONNECTED once paired, sends recorded in the network's
 * outbox, and a reconnect with back-off after a network drop.
 */
export function createSimulatorSession(options: SimulatorSessionOptions): SimulatorSession {
  const { whatsappId, db, clock, events } = options;
  let connected = false;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const requireConnected = () => {
    if (!connected) throw new ProviderError('The simulated session is not connected.', 'ERR_WAPP_NOT_INITIALIZED', true);
  };
  const send = async (target: OutboundTarget, entry: Parameters<typeof recordSent>[2], messageId?: string) => {
    requireConnected();
    const to = destination(target);
    // The simulated network's "not on WhatsApp" numbers refuse messages, as WhatsApp does.
    if (target.kind === 'contact' && !onWhatsApp(to)) throw new ProviderError(`${to} is not on WhatsApp.`, 'ERR_SENDING_WAPP_MSG', false);
    const now = clock.now();
    const providerMessageId = await recordSent(db, whatsappId, { ...entry, to }, now, messageId);
    return { providerMessageId, timestamp: now.toISOString() };
  };

  const connect = async (startOptions: StartOptions) => {
    await events.status('OPENING');
    const number = await pairedNumber(db, whatsappId);
    if (stopped) return;
    if (number) {
      connected = true;
      attempt = 0;
      await events.status('CONNECTED', { number });
    } else if (startOptions.usePairingCode && startOptions.number) {
      await events.pairingCode(randomBytes(4).toString('hex').toUpperCase());
    } else {
      await events.qrcode(`2@SIM${randomBytes(24).toString('base64url')},${whatsappId}`);
    }
  };

  return {
    provider: 'simulator',
    capabilities: capabilitiesOf('simulator'),
    async start(startOptions) {
      stopped = false;
      await connect(startOptions);
    },
    async stop() {
      stopped = true;
      connected = false;
      clearTimeout(reconnectTimer);
    },
    async logout() {
      stopped = true;
      connected = false;
      clearTimeout(reconnectTimer);
      await unpair(db, whatsappId);
      await events.status('DISCONNECTED');
    },
    async networkDrop() {
      if (!connected) return;
      connected = false;
      await events.status('DISCONNECTED', { reason: 'connection lost' });
      const base = options.reconnectDelayMs ?? 1000;
      const delay = Math.min(base * 2 ** attempt, 60_000) * (0.8 + Math.random() * 0.4);
      attempt += 1;
      reconnectTimer = setTimeout(() => {
        if (!stopped) void connect({}).catch(() => undefined);
      }, delay);
    },
    sendText: (target, body, sendOptions) => send(target, { to: '', body, mediaType: 'chat', quotedId: sendOptions?.quotedProviderId }, sendOptions?.messageId),
    async sendMedia(target, media, sendOptions) {
      return send(target, { to: '', body: media.caption ?? '', mediaType: media.kind, filename: media.filename, quotedId: sendOptions?.quotedProviderId, extra: { mimetype: media.mimetype, size: media.data.length, ptt: media.ptt ?? false } }, sendOptions?.messageId);
    },
    sendLocation: (target, location, sendOptions) => send(target, { to: '', body: location.name ?? '', mediaType: 'locationMessage', quotedId: sendOptions?.quotedProviderId, extra: location }, sendOptions?.messageId),
    sendContacts: (target, vcards, sendOptions) => send(target, { to: '', body: vcards.join('\n'), mediaType: vcards.length > 1 ? 'contactsArrayMessage' : 'contactMessage', quotedId: sendOptions?.quotedProviderId }, sendOptions?.messageId),
    async sendReaction(target, providerMessageId, emoji) {
      await send(target, { to: '', body: emoji, mediaType: 'reaction', quotedId: providerMessageId });
    },
    async editText(target, providerMessageId, body) {
      await send(target, { to: '', body, mediaType: 'edit', quotedId: providerMessageId });
    },
    async deleteForEveryone(target, providerMessageId) {
      await send(target, { to: '', body: '', mediaType: 'revoke', quotedId: providerMessageId });
    },
    async markRead() {
      requireConnected();
    },
    async checkNumber(number) {
      requireConnected();
      return onWhatsApp(number) ? { exists: true, phone: number } : { exists: false };
    },
    async profilePicture() {
      return undefined;
    },
    async listContacts() {
      requireConnected();
      return simulatedAddressBook(db, whatsappId);
    },
    async downloadMedia(media) {
      if (!media.storedPath) throw new ProviderError('The simulated media was not stored.', 'ERR_WAPP_DOWNLOAD_MEDIA', false);
      return { data: await options.media.read(media.storedPath), mimetype: media.mimetype, filename: media.filename };
    },
  };
}
