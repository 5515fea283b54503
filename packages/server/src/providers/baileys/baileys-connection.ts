import type { IncomingMessage } from 'node:http';
import makeWASocket, { Browsers, makeCacheableSignalKeyStore, type AuthenticationCreds, type ConnectionState, type GroupMetadata, type SignalKeyStore, type WASocket } from '@whiskeysockets/baileys';
import type { ConnectionStatus } from '@prosa/contract';
import type { InboundMedia, InboundMessage, PeerId, StartOptions } from '../provider-types.js';
import { AddressBook } from './address-book.js';
import { loadAuthState, type DbAuthState } from './auth-state.js';
import { cacheStore } from './cache-store.js';
import { routeCalls, routeIdentities, routeUpdates, routeUpsert, type RouterContext } from './inbound-router.js';
import { digitsOnly, parseJid } from './jids.js';
import { downloadMediaOf, fallbackFilename } from './media-download.js';
import { errorWithStatus, notConnected, statusCodeOf } from './provider-errors.js';
import { decideOnClose } from './reconnect-policy.js';
import { SerialQueue } from './serial-queue.js';
import { realTimers, type BaileysSessionOptions, type Timers } from './session-options.js';
import { TtlCache } from './ttl-cache.js';

const MINUTE = 60_000;
const GROUP_TTL_MS = 60 * MINUTE;
const CALL_MEMORY_MS = 60 * MINUTE;
const GROUP_MISS_TTL_MS = 5 * MINUTE;
const GROUP_LOOKUP_TIMEOUT_MS = 5_000;
const MEDIA_TIMEOUT_MS = 60_000;
const LAST_OPEN = 'last-open';

/** Paired with a phone: a QR code was scanned (account set) or a pairing code confirmed (registered). */
const isPaired = (creds: AuthenticationCreds) => creds.registered || !!creds.account;

/**
 * The life of one WhatsApp connection: credentials, the socket, reconnects, and Baileys events
 * turned into ours. Exactly one socket at a time: every socket gets a generation number and the
 * events of an older one are ignored; a reconnect is either immediate or one pending timer,
 * cancelled by stop().
 */
export class BaileysConnection {
  readonly groups: TtlCache<GroupMetadata>;
  readonly addressBook = new AddressBook();
  /** Groups whose metadata could not be fetched (we left, or WhatsApp refused): not asked again on every message. */
  private readonly groupMisses: TtlCache<true>;
  private readonly timers: Timers;
  private readonly queue: SerialQueue;
  private readonly credsQueue: SerialQueue;
  private readonly router: RouterContext;
  /** Kept across sockets (see cacheStore). */
  private readonly socketCaches;

  private auth: DbAuthState | undefined;
  private keyStore: SignalKeyStore | undefined;
  private sock: WASocket | undefined;
  private generation = 0;
  private wanted = false;
  private connected = false;
  private attempt = 0;
  private reconnectTimer: unknown;
  private codeShown: 'qr' | 'pairing' | undefined;
  private pairingRequested = false;
  private startOptions: StartOptions = {};
  /** When the connection opened before the current one (see RouterContext.previousOpenAt). */
  private previousOpenAt: Date | undefined;
  private openedAt: Date | undefined;
  private lastStatus: string | undefined;
  private startWaiters: (() => void)[] = [];

  constructor(private readonly options: BaileysSessionOptions) {
    const { clock, log, whatsappId } = options;
    this.timers = options.timers ?? realTimers;
    this.queue = new SerialQueue((err) => log.error({ err, whatsappId }, 'baileys event handling failed'));
    this.credsQueue = new SerialQueue((err) => log.error({ err, whatsappId }, 'saving baileys credentials failed'));
    this.groups = new TtlCache(options.groupCacheTtlMs ?? GROUP_TTL_MS, clock);
    this.groupMisses = new TtlCache(GROUP_MISS_TTL_MS, clock);
    this.socketCaches = {
      msgRetryCounterCache: cacheStore(60 * MINUTE, clock),
      placeholderResendCache: cacheStore(60 * MINUTE, clock),
      callOfferCache: cacheStore(5 * MINUTE, clock),
      userDevicesCache: cacheStore(5 * MINUTE, clock),
    };
    this.router = {
      events: options.events,
      log,
      clock,
      me: () => this.me(),
      previousOpenAt: () => this.previousOpenAt,
      groupName: (jid) => this.groupName(jid),
      reportedCalls: new TtlCache(CALL_MEMORY_MS, clock),
      ...(options.mediaStore ? { storeMedia: (message: InboundMessage) => this.storeMedia(message) } : {}),
    };
  }

  /** The socket, when connected; sends fail fast (and retryably) otherwise. */
  socket(): WASocket {
    if (!this.sock || !this.connected) throw notConnected();
    return this.sock;
  }

  isConnected(): boolean {
    return !!this.sock && this.connected;
  }

  // ── lifecycle ────────────────────────────────────────────────────────────────────────────────

  /** Resolves once the session is past OPENING (QR/pairing code shown, connected, or closed). */
  async start(options: StartOptions): Promise<void> {
    this.cancelReconnect();
    await this.closeSocket();
    this.wanted = true;
    this.startOptions = options;
    this.attempt = 0;
    const pastOpening = new Promise<void>((resolve) => this.startWaiters.push(resolve));
    const auth = await this.ensureAuth();
    const stored = await auth.meta.get(LAST_OPEN);
    if (!this.wanted) return;
    this.previousOpenAt = typeof stored === 'string' ? new Date(stored) : undefined;
    this.openedAt = undefined;
    this.openSocket();
    await pastOpening;
  }

  async stop(): Promise<void> {
    this.wanted = false;
    this.cancelReconnect();
    await this.closeSocket();
    this.releaseStartWaiters();
    await this.queue.idle();
    await this.credsQueue.idle();
  }

  async logout(): Promise<void> {
    // Not wanted first: the 401 that follows our own logout must not read as "removed from the phone".
    this.wanted = false;
    this.cancelReconnect();
    const sock = this.sock;
    // Tells WhatsApp to drop this linked device, so the phone's list of devices stays truthful.
    if (sock && this.connected) await sock.logout().catch((err: unknown) => this.options.log.warn({ err }, 'baileys logout request failed'));
    await this.stop();
    await this.clearAuth();
  }

  private async ensureAuth(): Promise<DbAuthState> {
    if (!this.auth) {
      this.auth = await loadAuthState(this.options.db, this.options.whatsappId, this.options.secretBox);
      // A fresh cache per credentials: keys of a cleared session must not be served from memory.
      this.keyStore = makeCacheableSignalKeyStore(this.auth.state.keys, this.options.log, cacheStore(5 * MINUTE, this.options.clock));
    }
    return this.auth;
  }

  private async clearAuth(): Promise<void> {
    const auth = this.auth ?? (await loadAuthState(this.options.db, this.options.whatsappId, this.options.secretBox));
    this.auth = undefined;
    this.keyStore = undefined;
    this.previousOpenAt = undefined;
    this.openedAt = undefined;
    // A creds save already running would otherwise write the old credentials back after the wipe.
    await this.credsQueue.idle();
    await auth.clear();
  }

  private openSocket(reason?: string): void {
    const auth = this.auth!;
    const creds = auth.state.creds;
    // A pairing code that was requested but never confirmed leaves `me` set; logging in with it fails.
    if (!isPaired(creds) && creds.me) {
      creds.me = undefined;
      creds.pairingCode = undefined;
    }
    const generation = ++this.generation;
    this.connected = false;
    this.codeShown = undefined;
    this.pairingRequested = false;
    void this.queue.push(() => this.reportStatus('OPENING', reason ? { reason } : {}));
    const sock = (this.options.makeSocket ?? makeWASocket)({
      ...this.options.socketConfig,
      ...this.socketCaches,
      auth: { creds, keys: this.keyStore! },
      logger: this.options.log,
      browser: Browsers.ubuntu('Prosa'),
      // Online on connect would mute the phone's notifications while agents work in Prosa.
      markOnlineOnConnect: false,
      syncFullHistory: false,
      shouldSyncHistoryMessage: () => false,
      // Our sends are recorded before they are attempted; their echo would only duplicate them.
      emitOwnEvents: false,
      getMessage: async (key) => (key.id ? ((await this.options.getMessage?.({ id: key.id, remoteJid: key.remoteJid ?? undefined, fromMe: key.fromMe ?? undefined }))?.message ?? undefined) : undefined),
      cachedGroupMetadata: async (jid) => this.groups.get(jid),
    });
    this.sock = sock;
    this.bind(sock, generation, auth);
  }

  private bind(sock: WASocket, generation: number, auth: DbAuthState): void {
    const onCurrent = (task: () => Promise<void>) => void this.queue.push(async () => (generation === this.generation ? task() : undefined));
    // Credentials are saved even for a socket being replaced, but never after a logout cleared them.
    sock.ev.on('creds.update', () => void this.credsQueue.push(async () => (this.auth === auth ? auth.saveCreds() : undefined)));
    sock.ev.on('connection.update', (update) => onCurrent(() => this.onConnectionUpdate(sock, update)));
    sock.ev.on('messages.upsert', (upsert) => onCurrent(() => routeUpsert(this.router, upsert)));
    sock.ev.on('messages.update', (updates) => onCurrent(() => routeUpdates(this.router, updates)));
    sock.ev.on('call', (calls) => onCurrent(() => routeCalls(this.router, calls)));
    sock.ev.on('lid-mapping.update', (mapping) => onCurrent(() => routeIdentities(this.router, [mapping])));
    // History is never turned into messages; the phone ↔ LID pairs it carries are still worth keeping.
    sock.ev.on('messaging-history.set', ({ lidPnMappings, contacts }) => {
      this.addressBook.add(contacts ?? []);
      onCurrent(() => routeIdentities(this.router, lidPnMappings ?? []));
    });
    sock.ev.on('contacts.upsert', (contacts) => this.addressBook.add(contacts));
    sock.ev.on('contacts.update', (contacts) => this.addressBook.add(contacts));
    sock.ev.on('groups.upsert', (groups) => groups.forEach((group) => this.groups.set(group.id, group)));
    sock.ev.on('groups.update', (updates) => updates.forEach((update) => update.id && this.groups.delete(update.id)));
    sock.ev.on('group-participants.update', ({ id }) => this.groups.delete(id));
    // An HTTP answer instead of the WebSocket upgrade: Baileys listens for it, which stops `ws` from failing
    // the handshake itself, and then ignores it, so the socket would wait in 'connecting' forever.
    sock.ws.on('unexpected-response', (_request: unknown, response: IncomingMessage) => {
      response.resume();
      const status = response.statusCode ?? 500;
      void sock.end(errorWithStatus(`WhatsApp refused the connection (HTTP ${status})`, status));
    });
  }

  private async onConnectionUpdate(sock: WASocket, update: Partial<ConnectionState>): Promise<void> {
    if (update.qr) await this.onQr(sock, update.qr);
    if (update.connection === 'open') await this.onOpen();
    if (update.connection === 'close') {
      // Whatever this socket emits from now on is stale. Baileys reports close from its own end(): ending
      // again is a no-op there, and guarantees the socket is gone.
      this.generation += 1;
      await sock.end(undefined).catch(() => undefined);
      await this.onClose(update.lastDisconnect?.error);
    }
  }

  private async onQr(sock: WASocket, qr: string): Promise<void> {
    const { usePairingCode, number } = this.startOptions;
    if (usePairingCode && number) {
      // The QR event means the socket is ready to register; WhatsApp then accepts a pairing code request instead.
      if (this.pairingRequested) return;
      this.pairingRequested = true;
      try {
        const code = await sock.requestPairingCode(digitsOnly(number));
        this.codeShown = 'pairing';
        await this.options.events.pairingCode(code);
        await this.reportStatus('PAIRING');
      } catch (err) {
        this.options.log.warn({ err }, 'baileys pairing code request failed');
        await this.halt('DISCONNECTED', `pairing code request failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      return;
    }
    this.codeShown = 'qr';
    await this.options.events.qrcode(qr);
    await this.reportStatus('qrcode');
  }

  private async onOpen(): Promise<void> {
    this.connected = true;
    this.attempt = 0;
    const now = this.options.clock.now();
    // Appended messages are compared with the open before this one; a first pairing has none, so nothing is history.
    this.previousOpenAt = this.openedAt ?? this.previousOpenAt ?? now;
    this.openedAt = now;
    await this.auth?.meta.set(LAST_OPEN, now.toISOString());
    await this.reportStatus('CONNECTED', { number: this.me().phone ?? '' });
  }

  private async onClose(error: Error | undefined): Promise<void> {
    this.connected = false;
    this.sock = undefined;
    if (!this.wanted) return;
    const creds = this.auth?.state.creds;
    const statusCode = statusCodeOf(error);
    const decision = decideOnClose({ statusCode, attempt: this.attempt, registered: !!creds && isPaired(creds), codeShown: this.codeShown, message: error?.message }, this.options.random);
    this.options.log.info({ whatsappId: this.options.whatsappId, statusCode, decision }, 'baileys connection closed');
    switch (decision.action) {
      case 'reconnect':
        this.attempt += 1;
        if (decision.status !== 'OPENING') await this.reportStatus(decision.status, { reason: decision.reason });
        this.scheduleReconnect(decision.delayMs);
        return;
      case 'relogin':
        // The phone removed this device: its keys are useless. Start over; the next QR code pairs again.
        await this.clearAuth();
        await this.ensureAuth();
        this.attempt = 0;
        if (this.wanted) this.openSocket(decision.reason);
        return;
      case 'stop':
        await this.halt(decision.status, decision.reason);
        return;
    }
  }

  /** Ends the session without reconnecting and tells the admin why. */
  private async halt(status: ConnectionStatus, reason: string): Promise<void> {
    this.wanted = false;
    this.cancelReconnect();
    await this.closeSocket();
    await this.reportStatus(status, { reason });
    this.releaseStartWaiters();
  }

  private scheduleReconnect(delayMs: number): void {
    this.cancelReconnect();
    const reconnect = () => {
      this.reconnectTimer = undefined;
      if (this.wanted && !this.sock) this.openSocket();
    };
    if (delayMs <= 0) reconnect();
    else this.reconnectTimer = this.timers.set(reconnect, delayMs);
  }

  private cancelReconnect(): void {
    if (this.reconnectTimer !== undefined) this.timers.clear(this.reconnectTimer);
    this.reconnectTimer = undefined;
  }

  private async closeSocket(): Promise<void> {
    const sock = this.sock;
    this.sock = undefined;
    this.connected = false;
    this.generation += 1;
    if (sock) await sock.end(undefined).catch(() => undefined);
  }

  /** Repeats are dropped (a reconnect loop must not write the same status again and again). */
  private async reportStatus(status: ConnectionStatus, detail: { number?: string; reason?: string } = {}): Promise<void> {
    const signature = JSON.stringify([status, detail]);
    if (signature !== this.lastStatus) {
      this.lastStatus = signature;
      await this.options.events.status(status, detail);
    }
    if (status !== 'OPENING') this.releaseStartWaiters();
  }

  private releaseStartWaiters(): void {
    const waiters = this.startWaiters;
    this.startWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  private me(): PeerId {
    const me = this.auth?.state.creds.me;
    const phone = parseJid(me?.id);
    const lid = parseJid(me?.lid);
    return { ...(phone?.kind === 'phone' ? { phone: phone.user } : {}), ...(lid?.kind === 'lid' ? { lid: lid.user } : {}) };
  }

  // ── lookups for the inbound path ─────────────────────────────────────────────────────────────

  private async groupName(jid: string): Promise<string | undefined> {
    const sock = this.sock;
    const cached = this.groups.get(jid);
    if (cached || !sock || this.groupMisses.get(jid)) return cached?.subject;
    let timer: unknown;
    const timeout = new Promise<undefined>((resolve) => (timer = this.timers.set(() => resolve(undefined), GROUP_LOOKUP_TIMEOUT_MS)));
    try {
      const metadata = await Promise.race([this.groups.getOrLoad(jid, () => sock.groupMetadata(jid)), timeout]);
      return metadata?.subject;
    } catch (err) {
      this.groupMisses.set(jid, true);
      this.options.log.warn({ err, jid }, 'group metadata lookup failed');
      return undefined;
    } finally {
      this.timers.clear(timer);
    }
  }

  /** Downloads media (asking the phone to upload it again when the CDN dropped it, which needs a live socket). */
  download(media: InboundMedia): Promise<Buffer> {
    return downloadMediaOf(media, {
      log: this.options.log,
      timeoutMs: this.options.mediaTimeoutMs ?? MEDIA_TIMEOUT_MS,
      reupload: async (message) => this.socket().updateMediaMessage(message),
    });
  }

  private async storeMedia(message: InboundMessage): Promise<void> {
    const { mediaStore, companyId } = this.options;
    const media = message.media;
    if (!mediaStore || companyId === undefined || !media) return;
    try {
      const data = await this.download(media);
      const stored = await mediaStore.save(companyId, data, media.filename ?? fallbackFilename(message.providerMessageId, media.mimetype), this.options.clock.now());
      media.storedPath = stored.path;
      media.size = stored.size;
    } catch (err) {
      // The message is reported anyway; its ref lets downloadMedia() try again later.
      media.downloadError = err instanceof Error ? err.message : String(err);
    }
  }
}
