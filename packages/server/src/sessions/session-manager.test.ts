import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { whatsappLeases, whatsapps } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { MediaStore } from '../media/media-store.js';
import { createSimulatorSession } from '../providers/simulator/simulator-session.js';
import { pair } from '../providers/simulator/simulator-network.js';
import type { Realtime } from '../realtime/realtime.js';
import { ManualClock } from '../shared/clock.js';
import { createCompany, unique } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import { waitFor } from '../test/wait-for.js';
import { SessionManager, type SessionFactory } from './session-manager.js';

let database: Database;
const clock = new ManualClock();
const media = new MediaStore('/tmp/prosa-session-manager-media');
const silentRealtime: Realtime = { toCompany: () => undefined, toUser: () => undefined, toRooms: () => undefined, toEveryone: () => undefined };
const ctx = () => ({ db: database.db, clock, log: pino({ level: 'silent' }), realtime: silentRealtime, jobs: { wake: () => undefined } });
const managers: SessionManager[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(managers.map((m) => m.stop()));
  await database.close();
});

async function connections(count: number, paired = false): Promise<number[]> {
  const company = await createCompany(database.db);
  const rows = await database.db
    .insert(whatsapps)
    .values(Array.from({ length: count }, (_, i) => ({ companyId: company.id, name: `c${i}`, provider: 'simulator' as const, token: unique('tok'), sessionWanted: true })))
    .returning({ id: whatsapps.id });
  if (paired) for (const row of rows) await pair(database.db, row.id, `55119${String(row.id).padStart(8, '0')}`);
  return rows.map((row) => row.id);
}

function simulatorFactory(wrap?: (start: () => Promise<void>) => Promise<void>): SessionFactory {
  return (row, events) => {
    const session = createSimulatorSession({ whatsappId: row.id, db: database.db, clock, events, media });
    if (!wrap) return session;
    return { ...session, start: (options) => wrap(() => session.start(options)) };
  };
}

function manager(ownerId: string, factory: SessionFactory, extra: Partial<ConstructorParameters<typeof SessionManager>[0]> = {}) {
  const created = new SessionManager({ ctx: ctx(), ownerId, factories: { simulator: factory }, pollMs: 20, ...extra });
  managers.push(created);
  return created;
}

const statuses = async (ids: number[]) => (await database.db.select({ id: whatsapps.id, status: whatsapps.status }).from(whatsapps).where(inArray(whatsapps.id, ids))).map((r) => r.status);

describe('session manager', () => {
  it('after a restart, sessions open a few at a time (the cap is never exceeded)', async () => {
    const ids = await connections(8, true);
    let opening = 0;
    let peak = 0;
    const slow = simulatorFactory(async (start) => {
      opening += 1;
      peak = Math.max(peak, opening);
      await new Promise((resolve) => setTimeout(resolve, 60));
      await start();
      opening -= 1;
    });
    const m = manager(unique('stagger'), slow, { maxConcurrentStarts: 2 });
    m.start();
    await waitFor(async () => (await statuses(ids)).every((s) => s === 'CONNECTED'), { what: 'all connected', timeoutMs: 10_000 });
    expect(peak).toBe(2);
    await m.stop();
  });

  it('a connection runs in exactly one manager, and another takes it over when the owner dies', async () => {
    const ids = await connections(3, true);
    const first = manager(unique('first'), simulatorFactory(), { leaseMs: 10_000 });
    const second = manager(unique('second'), simulatorFactory(), { leaseMs: 10_000 });
    first.start();
    await waitFor(async () => (await statuses(ids)).every((s) => s === 'CONNECTED'), { what: 'first connects' });
    second.start();
    await second.tick();
    expect(second.ownedConnections().filter((id) => ids.includes(id))).toEqual([]);
    expect(first.ownedConnections().filter((id) => ids.includes(id)).sort()).toEqual(ids.sort());

    // The first process "dies": its timers stop and it never renews nor releases its leases.
    const crashed = first as unknown as { stopped: boolean; timer: NodeJS.Timeout | undefined };
    crashed.stopped = true;
    clearTimeout(crashed.timer);
    await database.db.update(whatsapps).set({ status: 'OPENING' }).where(inArray(whatsapps.id, ids));
    clock.advance(11_000);
    await waitFor(async () => second.ownedConnections().filter((id) => ids.includes(id)).length === 3, { what: 'takeover' });
    await waitFor(async () => (await statuses(ids)).every((s) => s === 'CONNECTED'), { what: 'reconnected by the second' });
    const leases = await database.db.select().from(whatsappLeases).where(inArray(whatsappLeases.whatsappId, ids));
    expect(leases.every((lease) => lease.fencingToken === 2)).toBe(true);

    // A write by the old owner is fenced off: its session events change nothing any more.
    const [before] = await database.db.select().from(whatsapps).where(eq(whatsapps.id, ids[0]!));
    const stale = (first as unknown as { running: Map<number, { session: { networkDrop(): Promise<void> } }> }).running.get(ids[0]!);
    await stale?.session.networkDrop();
    const [after] = await database.db.select().from(whatsapps).where(eq(whatsapps.id, ids[0]!));
    expect(after!.status).toBe(before!.status);
    await second.stop();
    clock.advance(-11_000);
  });

  it('a deleted connection’s session is stopped by its owner', async () => {
    const [id] = await connections(1, true);
    const m = manager(unique('delete'), simulatorFactory());
    m.start();
    await waitFor(() => m.ownedConnections().includes(id!), { what: 'owned' });
    await database.db.delete(whatsapps).where(eq(whatsapps.id, id!));
    m.wake();
    await waitFor(() => !m.ownedConnections().includes(id!), { what: 'dropped' });
  });

  it('tells the job runner when a session it took over connects, not before', async () => {
    // Earlier tests' managers and connections would compete with this one for the start slots.
    await Promise.all(managers.map((earlier) => earlier.stop()));
    await database.db.update(whatsapps).set({ sessionWanted: false });
    const [id] = await connections(1, true);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    const m = manager(unique('started'), simulatorFactory(async (start) => {
      await gate;
      await start();
    }), { onConnected: (whatsappId) => started.push(whatsappId) });
    m.start();
    await waitFor(() => m.ownedConnections().includes(id!), { what: 'owned' });
    expect(started).toEqual([]);
    release();
    await waitFor(() => started.includes(id!), { what: 'the connected notice' });
    expect(started).toEqual([id]);
    await m.stop();
  });
});
