import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { Database } from '../../db/client.js';
import { systemClock } from '../../shared/clock.js';
import { SecretBox } from '../../shared/secret-box.js';
import { openTestDatabase } from '../../test/test-database.js';
import { loadAuthState } from './auth-state.js';
import { createBaileysSession, type BaileysSocketConfig } from './baileys-session.js';
import type { WhatsAppSession } from '../provider-types.js';
import { createConnection, ManualTimers, recordingEvents, silentLog, until } from './test-support.js';

/**
 * The real Baileys socket against a local WebSocket server standing in for WhatsApp. The server
 * cannot speak WhatsApp's Noise protocol, but it can end a connection in the ways that matter
 * here: closing it (428), refusing the upgrade with a status (Baileys maps it to that code), or
 * never answering (408).
 */
type Behaviour = { kind: 'close' } | { kind: 'refuse'; status: number } | { kind: 'silent' };

let database: Database;
let server: WebSocketServer;
let behaviour: Behaviour = { kind: 'close' };
/** Upgrade requests (refused ones included) and accepted connections. */
let attempts = 0;
let connections = 0;
let open = 0;
let maxOpen = 0;
const sessions: WhatsAppSession[] = [];
const secretBox = new SecretBox('test-server-secret', 'whatsapp-auth');

beforeAll(async () => {
  database = await openTestDatabase();
  server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info, done) => {
      attempts += 1;
      if (behaviour.kind === 'refuse') done(false, behaviour.status, 'Refused');
      else done(true);
    },
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (socket) => {
    connections += 1;
    open += 1;
    maxOpen = Math.max(maxOpen, open);
    socket.on('close', () => (open -= 1));
    if (behaviour.kind === 'close') socket.close();
  });
});

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.stop()));
  behaviour = { kind: 'close' };
  attempts = 0;
  connections = 0;
  maxOpen = 0;
});

afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
  await database?.close();
});

async function newSession(socketConfig: BaileysSocketConfig = {}) {
  const whatsappId = await createConnection(database.db);
  const timers = new ManualTimers();
  const { events, recorded } = recordingEvents();
  const { port } = server.address() as AddressInfo;
  const session = createBaileysSession({
    whatsappId,
    db: database.db,
    secretBox,
    events,
    log: silentLog,
    clock: systemClock,
    timers,
    random: () => 0.5,
    socketConfig: { waWebSocketUrl: `ws://127.0.0.1:${port}/ws/chat`, connectTimeoutMs: 2_000, ...socketConfig },
  });
  sessions.push(session);
  return { whatsappId, session, timers, recorded };
}

describe('BaileysSession connection lifecycle', () => {
  it('reports OPENING then DISCONNECTED when the connection closes, and backs off before reconnecting', async () => {
    const { session, timers, recorded } = await newSession();
    await session.start({});

    expect(recorded.statuses).toEqual([['OPENING'], ['DISCONNECTED', { reason: 'connection closed' }]]);
    expect(connections).toBe(1);
    expect(timers.delays()).toEqual([2_000]);

    timers.runAll();
    await until(() => recorded.statuses.length === 4);
    expect(recorded.statuses.slice(2)).toEqual([['OPENING'], ['DISCONNECTED', { reason: 'connection closed' }]]);
    expect(connections).toBe(2);
    // The second failure in a row waits twice as long.
    expect(timers.delays()).toEqual([4_000]);
  });

  it('stop() cancels the pending reconnect', async () => {
    const { session, timers, recorded } = await newSession();
    await session.start({});
    expect(timers.delays()).toEqual([2_000]);

    await session.stop();
    expect(timers.pending.size).toBe(0);
    // Even a timer that fired anyway (a race with stop) must not bring the session back.
    timers.scheduled.forEach((timer) => timer.callback());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connections).toBe(1);
    expect(recorded.statuses).toEqual([['OPENING'], ['DISCONNECTED', { reason: 'connection closed' }]]);
  });

  it('a new start() while a reconnect is pending replaces it: never two sockets at once', async () => {
    const { session, timers } = await newSession();
    await session.start({});
    behaviour = { kind: 'silent' };
    const restarted = session.start({});
    await until(() => connections === 2);
    expect(timers.pending.size).toBe(0);
    await session.stop();
    await restarted;
    expect(maxOpen).toBe(1);
  });

  it('408: reports TIMEOUT and backs off when WhatsApp never answers', async () => {
    behaviour = { kind: 'silent' };
    const { session, timers, recorded } = await newSession({ connectTimeoutMs: 300 });
    await session.start({});
    expect(recorded.statuses).toEqual([['OPENING'], ['TIMEOUT', { reason: 'connection timed out' }]]);
    expect(timers.delays()).toEqual([2_000]);
  });

  it('440: another session took over, so it stops with the reason and never reconnects', async () => {
    behaviour = { kind: 'refuse', status: 440 };
    const { session, timers, recorded } = await newSession();
    await session.start({});
    expect(recorded.statuses).toEqual([['OPENING'], ['DISCONNECTED', { reason: 'replaced by another session' }]]);
    expect(timers.scheduled).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attempts).toBe(1);
  });

  it('403: stops with the reason', async () => {
    behaviour = { kind: 'refuse', status: 403 };
    const { session, timers, recorded } = await newSession();
    await session.start({});
    expect(recorded.statuses).toEqual([['OPENING'], ['DISCONNECTED', { reason: 'forbidden by WhatsApp (account banned or restricted)' }]]);
    expect(timers.scheduled).toEqual([]);
  });

  it('401 on a paired session: wipes the keys and starts over for a new QR once, without looping', async () => {
    behaviour = { kind: 'refuse', status: 401 };
    const { whatsappId, session, timers, recorded } = await newSession();
    // A session paired earlier: an account signature and signal keys in the store.
    const paired = await loadAuthState(database.db, whatsappId, secretBox);
    paired.state.creds.account = { details: Buffer.from('details'), accountSignature: Buffer.from('signature') };
    paired.state.creds.me = { id: '5511900000000:3@s.whatsapp.net' };
    await paired.saveCreds();
    await paired.state.keys.set({ session: { 'old-session': Buffer.from('record') } });

    await session.start({});
    await until(() => recorded.statuses.length === 3);

    expect(recorded.statuses).toEqual([['OPENING'], ['OPENING', { reason: 'logged out from the phone' }], ['DISCONNECTED', { reason: 'logged out' }]]);
    expect(attempts).toBe(2);
    expect(timers.scheduled).toEqual([]);
    const after = await loadAuthState(database.db, whatsappId, secretBox);
    expect(after.state.creds.account).toBeUndefined();
    expect(await after.state.keys.get('session', ['old-session'])).toEqual({});
  });
});
