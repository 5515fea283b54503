import type { SocketConfig, UserFacingSocketConfig, WAMessage, WASocket } from '@whiskeysockets/baileys';
import type { Db } from '../../db/types.js';
import type { MediaStore } from '../../media/media-store.js';
import type { Clock } from '../../shared/clock.js';
import type { SecretBox } from '../../shared/secret-box.js';
import type { BaileysSessionEvents } from './inbound-router.js';

/** Timers are injected so tests can run a scheduled reconnect by hand instead of sleeping. */
export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** What the pipeline can answer about a message it stored: used for retries, quotes, reactions, reads. */
export type MessageLookup = (key: { id: string; remoteJid?: string; fromMe?: boolean }) => Promise<WAMessage | undefined>;

/** The socket settings a caller may choose; the rest are decisions of this provider. */
export type BaileysSocketConfig = Partial<Pick<SocketConfig, 'waWebSocketUrl' | 'connectTimeoutMs' | 'keepAliveIntervalMs' | 'defaultQueryTimeoutMs' | 'qrTimeout' | 'version' | 'agent' | 'fetchAgent'>>;

export type BaileysSessionOptions = {
  whatsappId: number;
  db: Db;
  secretBox: SecretBox;
  events: BaileysSessionEvents;
  log: SocketConfig['logger'];
  clock: Clock;
  /** Answers Baileys' retry requests and loads quoted messages from the message store. */
  getMessage?: MessageLookup;
  socketConfig?: BaileysSocketConfig;
  timers?: Timers;
  random?: () => number;
  groupCacheTtlMs?: number;
  profilePictureTtlMs?: number;
  mediaTimeoutMs?: number;
  /** Builds the socket; tests wrap it to reach the socket they talk to. Defaults to `makeWASocket`. */
  makeSocket?: (config: UserFacingSocketConfig) => WASocket;
  /** With a media store, inbound media is downloaded and stored (under the company's folder) before it is reported. */
} & ({ mediaStore?: undefined; companyId?: number } | { mediaStore: MediaStore; companyId: number });
