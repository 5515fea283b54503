import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-types.js';
import { startFakeGraph, type FakeGraph } from './test/fake-graph.js';
import { startedSession, TEST_NOW, TEST_PHONE_ID, TEST_TOKEN } from './test/session-harness.js';

const TO = '5511987654321';
const contact = { kind: 'contact' as const, phone: TO };
const messagesPath = `/v23.0/${TEST_PHONE_ID}/messages`;
const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to: TO };

let graph: FakeGraph;
beforeAll(async () => {
  graph = await startFakeGraph({ accessToken: TEST_TOKEN });
});
afterAll(() => graph.close());
beforeEach(() => {
  graph.requests.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => expect.fail('expected a ProviderError'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('Cloud session lifecycle', () => {
  it('is CONNECTED at once with credentials (no QR), DISCONNECTED after stop and logout', async () => {
    const { session, events } = await startedSession(graph.baseUrl);
    await session.stop();
    await session.start({});
    await session.logout();
    expect(events.statuses).toEqual([{ status: 'CONNECTED' }, { status: 'DISCONNECTED' }, { status: 'CONNECTED' }, { status: 'DISCONNECTED' }]);
    expect(session.capabilities).toMatchObject({ reactions: true, edits: false, deletes: false, groups: false, numberCheck: false, window24h: true, templates: true, qrCode: false });
  });

  it('stays DISCONNECTED naming the missing credentials, and refuses to send (retryable, to wait for a restart)', async () => {
    const { session, events } = await startedSession(graph.baseUrl, { cloudAccessToken: '', cloudAppSecret: ' ' });
    expect(events.statuses).toEqual([{ status: 'DISCONNECTED', reason: 'Missing Cloud API credentials: cloudAccessToken, cloudAppSecret' }]);
    const error = await failure(session.sendText(contact, 'hi'));
    expect([error.code, error.retryable]).toEqual(['ERR_WAPP_NOT_INITIALIZED', true]);
    expect(graph.requests).toEqual([]);
  });
});

describe('Cloud session sends (bodies as Meta documents them)', () => {
  it('text: bearer token, versioned path, wamid and the clock’s time back', async () => {
    const { session } = await startedSession(graph.baseUrl);
    const result = await session.sendText(contact, 'Olá, tudo bem?');
    expect(result).toEqual({ providerMessageId: expect.stringMatching(/^wamid\./), timestamp: TEST_NOW.toISOString() });
    expect(graph.sent()).toEqual([
      { method: 'POST', path: messagesPath, authorization: `Bearer ${TEST_TOKEN}`, body: { ...envelope, type: 'text', text: { preview_url: false, body: 'Olá, tudo bem?' } } },
    ]);
  });

  it('a reply carries context.message_id; a link turns the preview on', async () => {
    const { session } = await startedSession(graph.baseUrl);
    await session.sendText(contact, 'See https://example.com/p/1', { quotedProviderId: 'wamid.QUOTED' });
    expect(graph.sent()[0]!.body).toEqual({ ...envelope, type: 'text', context: { message_id: 'wamid.QUOTED' }, text: { preview_url: true, body: 'See https://example.com/p/1' } });
  });

  it('media: uploads multipart to /media first, then sends by the returned id with the caption', async () => {
    const { session } = await startedSession(graph.baseUrl);
    const data = Buffer.from('\xff\xd8\xff fake jpeg', 'latin1');
    await session.sendMedia(contact, { kind: 'image', data, mimetype: 'image/jpeg', filename: 'photo.jpg', caption: 'Our catalogue' }, { quotedProviderId: 'wamid.Q' });
    const [upload, send] = graph.requests;
    expect(upload).toMatchObject({ path: `/v23.0/${TEST_PHONE_ID}/media`, authorization: `Bearer ${TEST_TOKEN}`, body: { messaging_product: 'whatsapp', type: 'image/jpeg' }, file: { name: 'photo.jpg', type: 'image/jpeg' } });
    expect(upload!.file!.data.equals(data)).toBe(true);
    const mediaId = [...graph.blobs.keys()].at(-1);
    expect(send!.body).toEqual({ ...envelope, type: 'image', context: { message_id: 'wamid.Q' }, image: { id: mediaId, caption: 'Our catalogue' } });
  });

  it('documents carry their file name; types Meta refuses as images travel as documents; audio and stickers drop captions', async () => {
    const { session } = await startedSession(graph.baseUrl);
    const data = Buffer.from('x');
    await session.sendMedia(contact, { kind: 'application', data, mimetype: 'application/pdf', filename: 'boleto.pdf', caption: 'Segue' });
    await session.sendMedia(contact, { kind: 'image', data, mimetype: 'image/gif', filename: 'anim.gif' });
    await session.sendMedia(contact, { kind: 'audio', data, mimetype: 'audio/ogg; codecs=opus', filename: 'voice.ogg', caption: 'ignored', ptt: true });
    await session.sendMedia(contact, { kind: 'sticker', data, mimetype: 'image/webp', filename: 's.webp', caption: 'ignored' });
    const bodies = graph.sent().map((r) => r.body);
    expect(bodies.map((b) => [b.type, b[String(b.type)]])).toEqual([
      ['document', { id: expect.any(String), caption: 'Segue', filename: 'boleto.pdf' }],
      ['document', { id: expect.any(String), filename: 'anim.gif' }],
      ['audio', { id: expect.any(String) }],
      ['sticker', { id: expect.any(String) }],
    ]);
  });

  it('location, contacts (from vCards), reaction and template', async () => {
    const { session } = await startedSession(graph.baseUrl);
    await session.sendLocation(contact, { latitude: -23.55052, longitude: -46.633308, name: 'Loja', address: 'Praça da Sé' });
    await session.sendContacts(contact, ['BEGIN:VCARD\nVERSION:3.0\nN:Souza;Ana;;;\nFN:Ana Souza\nTEL;type=CELL;waid=5511912345678:+55 11 91234-5678\nEND:VCARD']);
    await session.sendReaction(contact, 'wamid.THEIRS', '❤️', false);
    await session.sendTemplate(contact, { name: 'hello_world', language: 'en_US' });
    expect(graph.sent().map((r) => r.body)).toEqual([
      { ...envelope, type: 'location', location: { latitude: -23.55052, longitude: -46.633308, name: 'Loja', address: 'Praça da Sé' } },
      { ...envelope, type: 'contacts', contacts: [{ name: { formatted_name: 'Ana Souza', first_name: 'Ana', last_name: 'Souza' }, phones: [{ phone: '+55 11 91234-5678', wa_id: '5511912345678', type: 'CELL' }] }] },
      { ...envelope, type: 'reaction', reaction: { message_id: 'wamid.THEIRS', emoji: '❤️' } },
      { ...envelope, type: 'template', template: { name: 'hello_world', language: { code: 'en_US' } } },
    ]);
  });

  it('read receipts post status "read" per message id', async () => {
    const { session } = await startedSession(graph.baseUrl);
    await session.markRead(contact, ['wamid.A', 'wamid.B']);
    expect(graph.sent().map((r) => r.body)).toEqual([
      { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.A' },
      { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.B' },
    ]);
  });

  it('refuses groups and lid-only targets, edits and deletes, without calling Meta', async () => {
    const { session } = await startedSession(graph.baseUrl);
    expect((await failure(session.sendText({ kind: 'group', groupId: '1203630' }, 'x'))).retryable).toBe(false);
    expect((await failure(session.sendText({ kind: 'contact', lid: '123456789' }, 'x'))).code).toBe('ERR_WAPP_INVALID_CONTACT');
    expect(await failure(session.editText(contact, 'wamid.X', 'new'))).toMatchObject({ code: 'ERR_SENDING_WAPP_MSG', retryable: false });
    expect(await failure(session.deleteForEveryone(contact, 'wamid.X', true))).toMatchObject({ code: 'ERR_DELETE_WAPP_MSG', retryable: false });
    expect(graph.requests).toEqual([]);
  });

  it('checkNumber cannot ask Meta: it answers exists with the digits; no profile pictures', async () => {
    const { session } = await startedSession(graph.baseUrl);
    expect(await session.checkNumber('+55 (11) 98765-4321')).toEqual({ exists: true, phone: TO });
    expect(await session.checkNumber('abc')).toEqual({ exists: false });
    expect(await session.profilePicture(contact)).toBeUndefined();
  });
});

describe('Cloud session media download', () => {
  it('takes two steps: GET /{version}/{mediaId} for the URL, then the URL itself, both with the token', async () => {
    const { session } = await startedSession(graph.baseUrl);
    const data = Buffer.from('%PDF-1.7 invoice');
    graph.blobs.set('2042856692850428', { data, mimetype: 'application/pdf' });
    const media = await session.downloadMedia({ mimetype: 'application/pdf', filename: 'invoice.pdf', ref: { id: '2042856692850428', mime_type: 'application/pdf', sha256: 'x' } });
    expect(media.data.equals(data)).toBe(true);
    expect(media).toMatchObject({ mimetype: 'application/pdf', filename: 'invoice.pdf' });
    expect(graph.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/v23.0/2042856692850428', `Bearer ${TEST_TOKEN}`],
      ['/media-blob/2042856692850428', `Bearer ${TEST_TOKEN}`],
    ]);
  });

  it('fails as ERR_WAPP_DOWNLOAD_MEDIA: an id Meta does not know (final), a ref without an id', async () => {
    const { session } = await startedSession(graph.baseUrl);
    expect(await failure(session.downloadMedia({ mimetype: 'image/jpeg', ref: { id: '999' } }))).toMatchObject({ code: 'ERR_WAPP_DOWNLOAD_MEDIA', retryable: false });
    expect(await failure(session.downloadMedia({ mimetype: 'image/jpeg', ref: { key: 'baileys-style' } }))).toMatchObject({ code: 'ERR_WAPP_DOWNLOAD_MEDIA', retryable: false });
  });
});
