import { createCipheriv } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import makeWASocket, { Browsers, BufferJSON, getMediaKeys, type UserFacingSocketConfig, type WAMessage, type WASocket } from '@whiskeysockets/baileys';
import type { Database } from '../../db/client.js';
import { MediaStore } from '../../media/media-store.js';
import { ManualClock } from '../../shared/clock.js';
import { SecretBox } from '../../shared/secret-box.js';
import { openTestDatabase } from '../../test/test-database.js';
import { ProviderError, type StartOptions, type WhatsAppSession } from '../provider-types.js';
import { loadAuthState } from './auth-state.js';
import { createBaileysSession, type BaileysSessionOptions, type MessageLookup } from './baileys-session.js';
import { APPEND_GRACE_MS } from './inbound-router.js';
import { createConnection, ManualTimers, recordingEvents, silentLog, until } from './test-support.js';

/**
 * The session's handling of Baileys events and its actions, on a real socket whose event emitter
 * we drive: the local server accepts the WebSocket and stays silent, so nothing reaches WhatsApp.
 * Network calls of the socket (sendMessage, profilePictureUrl…) are replaced on the socket object.
 */
let database: Database;
let server: WebSocketServer;
let mediaServer: Server;
let mediaRoot: string;
const secretBox = new SecretBox('test-server-secret', 'whatsapp-auth');
const sessions: WhatsAppSession[] = [];
const served = new Map<string, Buffer>();

beforeAll(async () => {
  database = await openTestDatabase();
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  mediaServer = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    response.writeHead(body ? 200 : 404).end(body);
  });
  await new Promise<void>((resolve) => mediaServer.listen(0, '127.0.0.1', resolve));
  mediaRoot = mkdtempSync(join(tmpdir(), 'prosa-baileys-media-'));
});

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.stop()));
});

afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => mediaServer.close(resolve));
  rmSync(mediaRoot, { recursive: true, force: true });
  await database?.close();
});

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'), BufferJSON.reviver) as WAMessage;
const T = 1763712000; // 2025-11-21T08:00:00Z, the fixtures' time

/** A session whose first socket exists (status OPENING reported); nothing has happened on it yet. */
async function openingSession(extra: Partial<BaileysSessionOptions> = {}, startOptions: StartOptions = {}) {
  const whatsappId = extra.whatsappId ?? (await createConnection(database.db));
  const timers = new ManualTimers();
  const clock = new ManualClock(new Date('2025-11-21T09:00:00.000Z'));
  const { events, recorded } = recordingEvents();
  const sockets: WASocket[] = [];
  const configs: UserFacingSocketConfig[] = [];
  const { port } = server.address() as AddressInfo;
  const session = createBaileysSession({
    db: database.db,
    secretBox,
    events,
    log: silentLog,
    clock,
    timers,
    random: () => 0.5,
    socketConfig: { waWebSocketUrl: `ws://127.0.0.1:${port}/ws/chat`, connectTimeoutMs: 60_000 },
    makeSocket: (config) => {
      configs.push(config);
      const sock = makeWASocket(config);
      sockets.push(sock);
      return sock;
    },
    ...extra,
    whatsappId,
  } as BaileysSessionOptions);
  sessions.push(session);
  const started = session.start(startOptions);
  await until(() => sockets.length === 1 && recorded.statuses.length === 1);
  return { whatsappId, session, sock: sockets[0]!, sockets, started, recorded, clock, configs, timers };
}

async function connectedSession(extra: Partial<BaileysSessionOptions> = {}) {
  const opening = await openingSession(extra);
  opening.sock.ev.emit('connection.update', { connection: 'open' });
  await opening.started;
  return opening;
}

const closedWith = (statusCode: number) => ({ connection: 'close' as const, lastDisconnect: { error: Object.assign(new Error(`closed ${statusCode}`), { output: { statusCode } }), date: new Date() } });


describe('socket settings', () => {
  it('never marks the account online, syncs no history, identifies as Prosa on Ubuntu and does not echo our own sends', async () => {
    const lookup: MessageLookup = async ({ id }) => (id === 'known' ? fixture('text') : undefined);
    const { configs } = await connectedSession({ getMessage: lookup });
    const config = configs[0]!;
    expect(config).toMatchObject({ markOnlineOnConnect: false, syncFullHistory: false, emitOwnEvents: false, browser: Browsers.ubuntu('Prosa') });
    expect(config.shouldSyncHistoryMessage?.({})).toBe(false);
    expect(config.version).toBeUndefined();
    // Retries are answered from the message store through the callback.
    expect(await config.getMessage?.({ id: 'known', remoteJid: '5511987654321@s.whatsapp.net' })).toEqual(fixture('text').message);
    expect(await config.getMessage?.({ id: 'unknown' })).toBeUndefined();
  });
});

describe('connection events', () => {
  it('shows the QR code, then stops with TIMEOUT when the codes ran out unscanned', async () => {
    const { sock, started, recorded, timers } = await openingSession();
    sock.ev.emit('connection.update', { qr: '2@qr-ref,noise,identity,adv' });
    await started;
    expect(recorded.qrcodes).toEqual(['2@qr-ref,noise,identity,adv']);
    expect(recorded.statuses).toEqual([['OPENING'], ['qrcode']]);
    sock.ev.emit('connection.update', closedWith(408));
    await until(() => recorded.statuses.length === 3);
    expect(recorded.statuses[2]).toEqual(['TIMEOUT', { reason: 'QR code expired without being scanned' }]);
    expect(timers.scheduled).toEqual([]);
  });

  it('asks for a pairing code instead of showing the QR when started with a number', async () => {
    const { sock, started, recorded } = await openingSession({}, { usePairingCode: true, number: '+55 11 90000-0000' });
    const requested: string[] = [];
    sock.requestPairingCode = async (phone) => {
      requested.push(phone);
      return 'ABCD1234';
    };
    sock.ev.emit('connection.update', { qr: 'first' });
    sock.ev.emit('connection.update', { qr: 'second' });
    await started;
    await expect.poll(() => recorded.pairingCodes).toEqual(['ABCD1234']);
    expect(requested).toEqual(['5511900000000']);
    expect(recorded.qrcodes).toEqual([]);
    expect(recorded.statuses).toEqual([['OPENING'], ['PAIRING']]);
  });

  it('reconnects at once, without a timer, when WhatsApp asks for a restart after pairing (515)', async () => {
    const { sock, sockets, recorded, timers } = await openingSession();
    sock.ev.emit('connection.update', closedWith(515));
    await until(() => sockets.length === 2);
    expect(timers.scheduled).toEqual([]);
    expect(recorded.statuses).toEqual([['OPENING']]);
  });

  it('reports CONNECTED and remembers when it opened, in the database', async () => {
    const { whatsappId, recorded } = await connectedSession();
    await expect.poll(() => recorded.statuses).toEqual([['OPENING'], ['CONNECTED', { number: '' }]]);
    const auth = await loadAuthState(database.db, whatsappId, secretBox);
    expect(await auth.meta.get('last-open')).toBe('2025-11-21T09:00:00.000Z');
  });
});

describe('messages.upsert', () => {
  it('reports live (notify) messages and protocol updates in the order they came', async () => {
    const { sock, recorded } = await connectedSession();
    sock.ev.emit('messages.upsert', { type: 'notify', messages: [fixture('text'), fixture('edit'), fixture('status-broadcast'), fixture('reaction')] });
    await until(() => recorded.updates.length === 2);
    expect(recorded.inbound.map((message) => [message.providerMessageId, message.isHistory])).toEqual([['3EB0A1B2C3D4E5F60718', undefined]]);
    expect(recorded.updates.map((update) => update.kind)).toEqual(['edit', 'reaction']);
  });

  it('processes appended messages newer than the previous open (delivered late after a reconnect) and marks older ones as history', async () => {
    const whatsappId = await createConnection(database.db);
    // The connection was last open at 08:30; the server restarts and reconnects at 09:00.
    const before = await loadAuthState(database.db, whatsappId, secretBox);
    await before.meta.set('last-open', '2025-11-21T08:30:00.000Z');
    const { sock, recorded } = await connectedSession({ whatsappId });

    const late = { ...fixture('text'), key: { ...fixture('text').key, id: 'LATE' }, messageTimestamp: T + 45 * 60 }; // 08:45, while we were away
    const old = { ...fixture('text'), key: { ...fixture('text').key, id: 'OLD' }, messageTimestamp: T }; // 08:00, long before
    const skewed = { ...fixture('text'), key: { ...fixture('text').key, id: 'SKEWED' }, messageTimestamp: T + 30 * 60 - APPEND_GRACE_MS / 1000 + 1 };
    sock.ev.emit('messages.upsert', { type: 'append', messages: [late, old, skewed] });
    await until(() => recorded.inbound.length === 3);
    expect(recorded.inbound.map((message) => [message.providerMessageId, message.isHistory ?? false])).toEqual([
      ['LATE', false],
      ['OLD', true],
      ['SKEWED', false],
    ]);
  });

  it('never turns history sync into messages, but keeps its phone ↔ LID pairs', async () => {
    const { sock, recorded } = await connectedSession();
    sock.ev.emit('messaging-history.set', { chats: [], contacts: [], messages: [fixture('text')], lidPnMappings: [{ pn: '5511987654321@s.whatsapp.net', lid: '123456789012345@lid' }], isLatest: true });
    sock.ev.emit('lid-mapping.update', { pn: '5521998765432@s.whatsapp.net', lid: '222333444555666@lid' });
    await until(() => recorded.identities.length === 2);
    expect(recorded.inbound).toEqual([]);
    expect(recorded.identities).toEqual([
      { phone: '5511987654321', lid: '123456789012345' },
      { phone: '5521998765432', lid: '222333444555666' },
    ]);
  });

  it('names a group from its metadata, fetched once and then cached', async () => {
    const { sock, recorded } = await connectedSession();
    let fetches = 0;
    sock.groupMetadata = async (jid) => {
      fetches += 1;
      return { id: jid, subject: 'Clientes VIP', participants: [], owner: undefined };
    };
    const second = { ...fixture('group'), key: { ...fixture('group').key, id: 'GROUP-2' } };
    sock.ev.emit('messages.upsert', { type: 'notify', messages: [fixture('group'), second] });
    await until(() => recorded.inbound.length === 2);
    expect(recorded.inbound.map((message) => message.chat)).toEqual([
      { kind: 'group', groupId: '120363401234567890', name: 'Clientes VIP' },
      { kind: 'group', groupId: '120363401234567890', name: 'Clientes VIP' },
    ]);
    expect(fetches).toBe(1);
  });

  it('does not ask again on every message for a group whose metadata WhatsApp refused', async () => {
    const { sock, recorded } = await connectedSession();
    let fetches = 0;
    sock.groupMetadata = async () => {
      fetches += 1;
      throw Object.assign(new Error('forbidden'), { output: { statusCode: 403 } });
    };
    const second = { ...fixture('group'), key: { ...fixture('group').key, id: 'GROUP-2' } };
    sock.ev.emit('messages.upsert', { type: 'notify', messages: [fixture('group'), second] });
    await until(() => recorded.inbound.length === 2);
    expect(recorded.inbound.map((message) => message.chat)).toEqual([
      { kind: 'group', groupId: '120363401234567890' },
      { kind: 'group', groupId: '120363401234567890' },
    ]);
    expect(fetches).toBe(1);
  });

  it('downloads, decrypts and stores media before reporting the message when a media store is given', async () => {
    const plaintext = Buffer.from('%PDF-1.7 the invoice');
    const message = fixture('document');
    const document = message.message!.documentMessage!;
    const { cipherKey, iv } = await getMediaKeys(document.mediaKey, 'document');
    const cipher = createCipheriv('aes-256-cbc', cipherKey, iv);
    served.set('/invoice.enc', Buffer.concat([cipher.update(plaintext), cipher.final(), Buffer.alloc(10)]));
    const { port } = mediaServer.address() as AddressInfo;
    // Without a directPath Baileys downloads from `url`, which lets the test serve the file.
    document.url = `http://127.0.0.1:${port}/invoice.enc`;
    document.directPath = null;

    const whatsappId = await createConnection(database.db);
    const { sock, recorded, session } = await connectedSession({ whatsappId, mediaStore: new MediaStore(mediaRoot), companyId: 7 });
    sock.ev.emit('messages.upsert', { type: 'notify', messages: [message] });
    await until(() => recorded.inbound.length === 1);

    const media = recorded.inbound[0]!.media!;
    expect(media.storedPath).toMatch(/^company-7\/2025\/11\/[\w-]+-nota-fiscal-4521\.pdf$/);
    expect(media.size).toBe(plaintext.length);
    expect(readFileSync(join(mediaRoot, media.storedPath!))).toEqual(plaintext);
    // The ref survives JSON storage and downloads again later.
    const stored = JSON.parse(JSON.stringify(media)) as typeof media;
    expect(await session.downloadMedia(stored)).toEqual({ data: plaintext, mimetype: 'application/pdf', filename: 'nota-fiscal-4521.pdf' });
  });

  it('keeps the message with a download error when the media cannot be fetched', async () => {
    const message = fixture('image');
    message.message!.imageMessage!.url = `http://127.0.0.1:${(mediaServer.address() as AddressInfo).port}/missing.enc`;
    message.message!.imageMessage!.directPath = null;
    const whatsappId = await createConnection(database.db);
    const { sock, recorded } = await connectedSession({ whatsappId, mediaStore: new MediaStore(mediaRoot), companyId: 7 });
    sock.updateMediaMessage = async () => {
      throw new Error('phone offline');
    };
    sock.ev.emit('messages.upsert', { type: 'notify', messages: [message] });
    await until(() => recorded.inbound.length === 1);
    expect(recorded.inbound[0]!.media).toMatchObject({ mimetype: 'image/jpeg', downloadError: 'phone offline' });
    expect(recorded.inbound[0]!.media!.storedPath).toBeUndefined();
  });

  it('asks the phone to upload media again when the CDN no longer has it', async () => {
    const plaintext = Buffer.from('old photo bytes');
    const message = fixture('image');
    const image = message.message!.imageMessage!;
    const { cipherKey, iv } = await getMediaKeys(image.mediaKey, 'image');
    const cipher = createCipheriv('aes-256-cbc', cipherKey, iv);
    served.set('/reuploaded.enc', Buffer.concat([cipher.update(plaintext), cipher.final()]));
    const base = `http://127.0.0.1:${(mediaServer.address() as AddressInfo).port}`;
    image.url = `${base}/expired.enc`;
    image.directPath = null;
    const { sock, session } = await connectedSession();
    const reuploaded: (string | null | undefined)[] = [];
    sock.updateMediaMessage = async (original) => {
      reuploaded.push(original.key.id);
      return { ...original, message: { imageMessage: { ...original.message!.imageMessage!, url: `${base}/reuploaded.enc` } } };
    };
    const mapped = { mimetype: 'image/jpeg', ref: { format: 'baileys-wamessage', message: JSON.parse(JSON.stringify(message, BufferJSON.replacer)) as unknown } };
    expect(await session.downloadMedia(mapped)).toEqual({ data: plaintext, mimetype: 'image/jpeg' });
    expect(reuploaded).toEqual(['3A1F00IMAGE000000001']);
  });

  it('refuses media that did not come through Baileys, as a download error', async () => {
    const { session } = await connectedSession();
    await expect(session.downloadMedia({ mimetype: 'image/jpeg', ref: { mediaId: 'cloud-123' } })).rejects.toMatchObject({ code: 'ERR_WAPP_DOWNLOAD_MEDIA', retryable: false });
  });
});

describe('messages.update, calls', () => {
  it('maps delivery statuses to acks and does not report derived edits a second time', async () => {
    const { sock, recorded } = await connectedSession();
    const key = { remoteJid: '5511987654321@s.whatsapp.net', id: 'SENT-1', fromMe: true };
    sock.ev.emit('messages.update', [
      { key, update: { status: 3 } },
      { key, update: { status: 4 } },
      { key: { ...key, id: 'SENT-2' }, update: { status: 0, messageStubParameters: ['463'] } },
      { key, update: { message: { editedMessage: { message: { conversation: 'x' } } }, messageTimestamp: T } },
    ]);
    // Events are handled in order: once a later one is in, the batch before it is all handled.
    sock.ev.emit('messages.update', [{ key: { ...key, id: 'LAST' }, update: { status: 3 } }]);
    await until(() => recorded.updates.some((update) => update.providerMessageId === 'LAST'));
    expect(recorded.updates.slice(0, -1)).toEqual([
      { providerMessageId: 'SENT-1', kind: 'ack', ack: 3 },
      { providerMessageId: 'SENT-1', kind: 'ack', ack: 4 },
      { providerMessageId: 'SENT-2', kind: 'ack', ack: 0, error: '463' },
    ]);
  });

  it('reports a call once, however many call events Baileys emits for it', async () => {
    const { sock, recorded } = await connectedSession();
    const base = { chatId: '123456789012345@lid', from: '123456789012345@lid', callerPn: '5511987654321@s.whatsapp.net', id: 'CALL-1', date: new Date('2025-11-21T08:05:00.000Z'), offline: false };
    sock.ev.emit('call', [{ ...base, status: 'offer', isVideo: false }]);
    sock.ev.emit('call', [{ ...base, status: 'ringing' }]);
    sock.ev.emit('call', [{ ...base, status: 'terminate' }]);
    sock.ev.emit('call', [{ ...base, id: 'CALL-2', status: 'terminate', offline: true }]);
    // Events are handled in order: once a later one is in, the ones before it are all handled.
    sock.ev.emit('call', [{ ...base, id: 'LAST', status: 'offer', isVideo: false }]);
    await until(() => recorded.calls.some((call) => call.callId === 'LAST'));
    expect(recorded.calls.slice(0, -1)).toEqual([
      { callId: 'CALL-1', from: { phone: '5511987654321', lid: '123456789012345' }, timestamp: '2025-11-21T08:05:00.000Z', isVideo: false },
      { callId: 'CALL-2', from: { phone: '5511987654321', lid: '123456789012345' }, timestamp: '2025-11-21T08:05:00.000Z', isVideo: false },
    ]);
  });
});

describe('actions', () => {
  type Sent = { jid: string; content: unknown; options: unknown };
  function captureSends(sock: WASocket): Sent[] {
    const sent: Sent[] = [];
    sock.sendMessage = async (jid, content, options) => {
      sent.push({ jid, content, options });
      return { key: { remoteJid: jid, id: `OUT-${sent.length}`, fromMe: true }, messageTimestamp: T + sent.length };
    };
    return sent;
  }

  it('refuses to send while not connected, as a retryable provider error', async () => {
    const whatsappId = await createConnection(database.db);
    const { events } = recordingEvents();
    const session = createBaileysSession({ whatsappId, db: database.db, secretBox, events, log: silentLog, clock: new ManualClock() });
    await expect(session.sendText({ kind: 'contact', phone: '5511987654321' }, 'oi')).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED', retryable: true });
  });

  it('addresses contacts by LID when known, else by phone, and groups by id; returns the WhatsApp id and time', async () => {
    const { sock, session } = await connectedSession();
    const sent = captureSends(sock);
    expect(await session.sendText({ kind: 'contact', phone: '+55 (11) 98765-4321' }, 'a')).toEqual({ providerMessageId: 'OUT-1', timestamp: '2025-11-21T08:00:01.000Z' });
    await session.sendText({ kind: 'contact', phone: '5511987654321', lid: '123456789012345' }, 'b');
    await session.sendText({ kind: 'group', groupId: '120363401234567890' }, 'c');
    expect(sent.map((each) => each.jid)).toEqual(['5511987654321@s.whatsapp.net', '123456789012345@lid', '120363401234567890@g.us']);
    expect(sent[0]).toEqual({ jid: '5511987654321@s.whatsapp.net', content: { text: 'a' }, options: undefined });
  });

  it('quotes the stored message when replying, and still sends when it is unknown', async () => {
    const quoted = fixture('text');
    const { sock, session } = await connectedSession({ getMessage: async ({ id }) => (id === quoted.key.id ? quoted : undefined) });
    const sent = captureSends(sock);
    await session.sendText({ kind: 'contact', phone: '5511987654321' }, 'reply', { quotedProviderId: quoted.key.id! });
    await session.sendText({ kind: 'contact', phone: '5511987654321' }, 'reply 2', { quotedProviderId: 'GONE' });
    expect(sent.map((each) => each.options)).toEqual([{ quoted }, undefined]);
  });

  it('builds media, location, contacts, reaction, edit and delete contents', async () => {
    const group = fixture('group');
    const { sock, session } = await connectedSession({ getMessage: async ({ id }) => (id === group.key.id ? group : undefined) });
    const sent = captureSends(sock);
    const to = { kind: 'contact', phone: '5511987654321' } as const;
    const data = Buffer.from('bytes');
    await session.sendMedia(to, { kind: 'audio', data, mimetype: 'audio/ogg; codecs=opus', filename: 'note.ogg', ptt: true });
    await session.sendMedia(to, { kind: 'application', data, mimetype: 'application/pdf', filename: 'boleto.pdf', caption: 'Seu boleto' });
    await session.sendMedia(to, { kind: 'image', data, mimetype: 'image/png', filename: 'a.png' });
    await session.sendLocation(to, { latitude: -23.5, longitude: -46.6, name: 'Loja' });
    await session.sendContacts(to, ['BEGIN:VCARD\nVERSION:3.0\nFN:João Silva\nEND:VCARD']);
    await session.sendReaction(to, 'MSG-1', '❤️', false);
    await session.editText(to, 'OUT-9', 'corrigido');
    await session.deleteForEveryone(to, 'OUT-9', true);
    // In a group the stored key carries the author, which WhatsApp needs to match the message.
    await session.sendReaction({ kind: 'group', groupId: '120363401234567890' }, group.key.id!, '👍', false);

    expect(sent.map((each) => each.content)).toEqual([
      { audio: data, mimetype: 'audio/ogg; codecs=opus', ptt: true },
      { document: data, mimetype: 'application/pdf', fileName: 'boleto.pdf', caption: 'Seu boleto' },
      { image: data, mimetype: 'image/png' },
      { location: { degreesLatitude: -23.5, degreesLongitude: -46.6, name: 'Loja' } },
      { contacts: { displayName: 'João Silva', contacts: [{ vcard: 'BEGIN:VCARD\nVERSION:3.0\nFN:João Silva\nEND:VCARD', displayName: 'João Silva' }] } },
      { react: { text: '❤️', key: { remoteJid: '5511987654321@s.whatsapp.net', id: 'MSG-1', fromMe: false } } },
      { text: 'corrigido', edit: { remoteJid: '5511987654321@s.whatsapp.net', id: 'OUT-9', fromMe: true } },
      { delete: { remoteJid: '5511987654321@s.whatsapp.net', id: 'OUT-9', fromMe: true } },
      { react: { text: '👍', key: group.key } },
    ]);
  });

  it('turns send failures into provider errors, retryable only when WhatsApp did not take the message', async () => {
    const { sock, session } = await connectedSession();
    const to = { kind: 'contact', phone: '5511987654321' } as const;
    sock.sendMessage = async () => {
      throw Object.assign(new Error('Connection Closed'), { output: { statusCode: 428 } });
    };
    await expect(session.sendText(to, 'x')).rejects.toMatchObject({ code: 'ERR_SENDING_WAPP_MSG', retryable: true, message: 'Connection Closed' });
    sock.sendMessage = async () => {
      throw Object.assign(new Error('not-acceptable'), { output: { statusCode: 406 } });
    };
    const failure = await session.sendText(to, 'x').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ code: 'ERR_SENDING_WAPP_MSG', retryable: false });
    await expect(session.deleteForEveryone(to, 'OUT-1', true)).rejects.toMatchObject({ code: 'ERR_DELETE_WAPP_MSG', retryable: false });
  });

  it('marks messages read by key, checks numbers with their LID, and caches profile pictures', async () => {
    const { sock, session, clock } = await connectedSession({ profilePictureTtlMs: 60_000 });
    const reads: unknown[] = [];
    sock.readMessages = async (keys) => void reads.push(keys);
    await session.markRead({ kind: 'contact', lid: '123456789012345' }, ['IN-1', 'IN-2']);
    expect(reads).toEqual([
      [
        { remoteJid: '123456789012345@lid', id: 'IN-1', fromMe: false },
        { remoteJid: '123456789012345@lid', id: 'IN-2', fromMe: false },
      ],
    ]);

    sock.onWhatsApp = async (...numbers) => numbers.map((number) => ({ jid: `${number}@s.whatsapp.net`, exists: number.startsWith('55') }));
    sock.signalRepository.lidMapping.getLIDForPN = async () => '123456789012345@lid';
    expect(await session.checkNumber('+55 11 98765-4321')).toEqual({ exists: true, phone: '5511987654321', lid: '123456789012345' });
    expect(await session.checkNumber('1234')).toEqual({ exists: false });

    let lookups = 0;
    sock.profilePictureUrl = async (jid) => {
      lookups += 1;
      if (jid.startsWith('000')) throw Object.assign(new Error('item-not-found'), { output: { statusCode: 404 } });
      return `https://pps.whatsapp.net/${jid}.jpg`;
    };
    const to = { kind: 'contact', phone: '5511987654321' } as const;
    expect(await session.profilePicture(to)).toBe('https://pps.whatsapp.net/5511987654321@s.whatsapp.net.jpg');
    expect(await session.profilePicture(to)).toBe('https://pps.whatsapp.net/5511987654321@s.whatsapp.net.jpg');
    expect(await session.profilePicture({ kind: 'contact', phone: '0001' })).toBeUndefined();
    expect(await session.profilePicture({ kind: 'contact', phone: '0001' })).toBeUndefined();
    expect(lookups).toBe(2);
    clock.advance(61_000);
    await session.profilePicture(to);
    expect(lookups).toBe(3);
  });
});
