import { eq } from 'drizzle-orm';
import type { ProviderKind } from '@prosa/contract';
import { sessionCommands, whatsapps } from '../db/schema/index.js';
import { anyOf, preparedStatement } from '../db/prepared-statement.js';
import type { ProviderEvents, StartOptions, WhatsAppSession } from '../providers/provider-types.js';
import { acquireLease, orphanedConnections, releaseLease, renewLeases, type Lease } from './leases.js';
import { sessionEvents, type SessionContext } from './session-events.js';
import type { WhatsappRow } from '../db/schema/index.js';


/** Builds a provider session for a connection; one per provider kind. */
export type SessionFactory = (connection: WhatsappRow, events: ProviderEvents) => WhatsAppSession;

export interface SessionManagerOptions {
  ctx: SessionContext;
  /** Unique per process (host + pid + random), written into the leases it holds. */
  ownerId: string;
  factories: Partial<Record<ProviderKind, SessionFactory>>;
  /** A lease not renewed for this long is free for another process (takeover well within 30 s). */
  leaseMs?: number;
  heartbeatMs?: number;
  pollMs?: number;
  /** Sessions opening at once; after a restart connections come up a few at a time. */
  maxConcurrentStarts?: number;
  /** How long a start holds its slot at most, when the provider never leaves OPENING. */
  startSlotMs?: number;
  /**
   * Called each time a session of this process reports CONNECTED (after a takeover, a QR scan, a
   * reconnect): the connection's session-bound jobs (sends queued while it was down or opening)
   * can run now, and no enqueue notice announces that.
   */
  onConnected?: (whatsappId: number) => void;
}

interface Running {
  lease: Lease;
  session: WhatsAppSession;
  provider: ProviderKind;
}

// Run every second by each session manager owning connections: prepared once (db/prepared-statement.ts).
const takeCommands = preparedStatement('sessions_take_commands', (db) => db.delete(sessionCommands).where(anyOf(sessionCommands.whatsappId, 'owned', 'int')).returning());
const ownedConnectionStates = preparedStatement('sessions_owned_states', (db) =>
  db.select({ id: whatsapps.id, wanted: whatsapps.sessionWanted, provider: whatsapps.provider }).from(whatsapps).where(anyOf(whatsapps.id, 'owned', 'int')),
);

/**
 * Runs the WhatsApp sessions this process owns. Each tick renews its
 * leases (dropping sessions whose lease another process took), acts on commands for its
 * connections, and takes over wanted connections that nobody runs, a few at a time.
 */
export class SessionManager {
  private readonly running = new Map<number, Running>();
  private readonly starting = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private lastHeartbeat = 0;
  private stopped = false;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly pollMs: number;
  private readonly maxConcurrentStarts: number;
  private readonly startSlotMs: number;

  constructor(private readonly options: SessionManagerOptions) {
    this.leaseMs = options.leaseMs ?? 15_000;
    this.heartbeatMs = options.heartbeatMs ?? 5_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.maxConcurrentStarts = options.maxConcurrentStarts ?? 3;
    this.startSlotMs = options.startSlotMs ?? 15_000;
  }

  start(): void {
    this.stopped = false;
    const loop = async () => {
      await this.tick().catch((err: unknown) => this.options.ctx.log.error({ err }, 'session manager tick failed'));
      if (!this.stopped) this.timer = setTimeout(loop, this.pollMs);
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Closes every session (credentials kept) and frees the leases, so another process resumes at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    await Promise.allSettled([...this.starting.values()]);
    for (const [whatsappId, running] of this.running) {
      await running.session.stop().catch(() => undefined);
      await releaseLease(this.options.ctx.db, running.lease).catch(() => undefined);
      this.running.delete(whatsappId);
    }
  }

  /**
   * Runs a round soon, for a change this process just wrote (a command, a new or deleted connection).
   * A round already past its reads would miss the change, so the wake runs one more after it.
   */
  wake(): void {
    if (this.stopped || !this.timer) return;
    const round = () => void this.tick().catch((err: unknown) => this.options.ctx.log.error({ err }, 'session manager tick failed'));
    if (this.ticking) void this.ticking.finally(round).catch(() => undefined);
    else round();
  }

  /** The local session of a connection, when this process owns it. */
  sessionOf(whatsappId: number): WhatsAppSession | undefined {
    return this.running.get(whatsappId)?.session;
  }

  ownedConnections(): number[] {
    return [...this.running.keys()];
  }

  /** One round of renew, commands and takeover. Concurrent calls share the round in flight. */
  tick(): Promise<void> {
    this.ticking ??= this.round().finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  private async round(): Promise<void> {
    const { db, clock } = this.options.ctx;
    const now = clock.now();
    if (now.getTime() - this.lastHeartbeat >= this.heartbeatMs) {
      const held = await renewLeases(db, this.options.ownerId, [...this.running.values()].map((r) => r.lease), now, this.leaseMs);
      for (const whatsappId of [...this.running.keys()]) if (!held.has(whatsappId)) await this.drop(whatsappId, false);
      this.lastHeartbeat = now.getTime();
    }
    await this.applyCommands();
    await this.takeOver(now);
  }

  private async applyCommands(): Promise<void> {
    const owned = this.ownedConnections();
    if (owned.length === 0) return;
    const { db } = this.options.ctx;
    const commands = await takeCommands(db, { owned });
    commands.sort((a, b) => a.id - b.id);
    for (const command of commands) {
      const running = this.running.get(command.whatsappId);
      if (!running) continue;
      const [row] = await db.select().from(whatsapps).where(eq(whatsapps.id, command.whatsappId));
      if (!row) {
        await this.drop(command.whatsappId, true);
        continue;
      }
      switch (command.command) {
        case 'start':
        case 'resume':
          await this.restart(row, command.options);
          break;
        case 'new-qr':
          await running.session.logout().catch(() => undefined);
          await this.restart(row, command.options);
          break;
        case 'logout':
          await running.session.logout().catch(() => undefined);
          await this.drop(command.whatsappId, false);
          break;
        case 'network-drop':
          await (running.session as WhatsAppSession & { networkDrop?: () => Promise<void> }).networkDrop?.();
          break;
      }
    }
    // Sessions of deleted or unwanted connections end here.
    const rows = await ownedConnectionStates(db, { owned: this.ownedConnections() });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [whatsappId, running] of this.running) {
      const row = byId.get(whatsappId);
      if (!row) await this.drop(whatsappId, true);
      else if (!row.wanted) await this.drop(whatsappId, false);
      else if (row.provider !== running.provider) await this.drop(whatsappId, false);
    }
  }

  private async takeOver(now: Date): Promise<void> {
    const free = this.maxConcurrentStarts - this.starting.size;
    if (free <= 0 || this.stopped) return;
    const { db } = this.options.ctx;
    const candidates = await orphanedConnections(db, now, free + this.running.size);
    for (const { id } of candidates) {
      if (this.starting.size >= this.maxConcurrentStarts) break;
      if (this.running.has(id)) continue;
      const lease = await acquireLease(db, id, this.options.ownerId, now, this.leaseMs);
      if (!lease) continue;
      // Commands written before we took over are settled by this fresh start.
      const pending = await db.delete(sessionCommands).where(eq(sessionCommands.whatsappId, id)).returning();
      const [row] = await db.select().from(whatsapps).where(eq(whatsapps.id, id));
      if (!row) {
        await releaseLease(db, lease);
        continue;
      }
      this.launch(row, lease, pending.sort((a, b) => a.id - b.id).some((c) => c.command === 'new-qr'));
    }
  }

  private launch(row: WhatsappRow, lease: Lease, freshLogin: boolean): void {
    const factory = this.options.factories[row.provider];
    if (!factory) {
      this.options.ctx.log.warn({ whatsappId: row.id, provider: row.provider }, 'no provider available in this process');
      void releaseLease(this.options.ctx.db, lease);
      return;
    }
    const events = sessionEvents(this.options.ctx, { companyId: row.companyId, whatsappId: row.id }, lease, () => void this.drop(row.id, false), this.options.onConnected);
    const session = factory(row, events);
    this.running.set(row.id, { lease, session, provider: row.provider });
    const started = (async () => {
      if (freshLogin) await session.logout().catch(() => undefined);
      await this.startHoldingSlot(session, row.startOptions);
    })()
      .catch((err: unknown) => this.options.ctx.log.error({ err, whatsappId: row.id }, 'session start failed'))
      .finally(() => this.starting.delete(row.id));
    this.starting.set(row.id, started);
  }

  /** The slot is held until the start resolves (providers resolve once past OPENING) or a timeout. */
  private async startHoldingSlot(session: WhatsAppSession, options: StartOptions): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([session.start(options), new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.startSlotMs)))]);
    clearTimeout(timeout);
  }

  private async restart(row: WhatsappRow, options: StartOptions): Promise<void> {
    const running = this.running.get(row.id);
    if (!running) return;
    await running.session.stop().catch(() => undefined);
    const events = sessionEvents(this.options.ctx, { companyId: row.companyId, whatsappId: row.id }, running.lease, () => void this.drop(row.id, false), this.options.onConnected);
    const factory = this.options.factories[row.provider];
    if (!factory) return;
    const session = factory(row, events);
    this.running.set(row.id, { ...running, session });
    await session.start(Object.keys(options).length ? options : row.startOptions);
  }

  /** Stops a local session; `gone` means the connection was deleted (its lease went with it). */
  private async drop(whatsappId: number, gone: boolean): Promise<void> {
    const running = this.running.get(whatsappId);
    if (!running) return;
    this.running.delete(whatsappId);
    await running.session.stop().catch(() => undefined);
    if (!gone) await releaseLease(this.options.ctx.db, running.lease).catch(() => undefined);
  }
}

