import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundEvents } from '../../db/schema/index.js';
import { unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { createCloudConnection } from './test/cloud-connection-row.js';
import { FIXTURE_CUSTOMER, FIXTURE_PHONE_NUMBER_ID, fixtureText } from './test/fixtures.js';
import { signatureOf } from './webhook-signature.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stored = (whatsappId: number) =>
  server.db.select({ kind: inboundEvents.kind, chatKey: inboundEvents.chatKey, dedupeKey: inboundEvents.dedupeKey, payload: inboundEvents.payload }).from(inboundEvents).where(eq(inboundEvents.whatsappId, whatsappId)).orderBy(asc(inboundEvents.id));

function post(whatsappId: number | string, raw: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: `/webhooks/cloud/${whatsappId}`, headers: { 'content-type': 'application/json', ...headers }, payload: raw });
}

/** Posts a fixture as Meta would: the exact bytes, signed with the connection's app secret. */
function postSigned(connection: { id: number; cloudAppSecret: string }, raw: string) {
  return post(connection.id, raw, { 'x-hub-signature-256': signatureOf(connection.cloudAppSecret, raw) });
}

function verify(whatsappId: number | string, query: Record<string, string>) {
  return server.app.inject({ method: 'GET', url: `/webhooks/cloud/${whatsappId}?${new URLSearchParams(query).toString()}` });
}

describe('GET /webhooks/cloud/{whatsappId} (Meta verification)', () => {
  it(routeCase('GET /webhooks/cloud/{whatsappId}', 'success', 'mode subscribe + the connection’s verify token echo the challenge as text'), async () => {
    const connection = await createCloudConnection(server.db);
    const response = await verify(connection.id, { 'hub.mode': 'subscribe', 'hub.verify_token': connection.cloudVerifyToken, 'hub.challenge': '1158201444' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it(routeCase('GET /webhooks/cloud/{whatsappId}', '403', 'a wrong token, another mode, or an unset token on the connection'), async () => {
    const connection = await createCloudConnection(server.db);
    expect((await verify(connection.id, { 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' })).statusCode).toBe(403);
    expect((await verify(connection.id, { 'hub.mode': 'unsubscribe', 'hub.verify_token': connection.cloudVerifyToken, 'hub.challenge': '1' })).statusCode).toBe(403);
    expect((await verify(connection.id, {})).statusCode).toBe(403);
    const unset = await createCloudConnection(server.db, { cloudVerifyToken: '' });
    const response = await verify(unset.id, { 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('"1"');
  });

  it(routeCase('GET /webhooks/cloud/{whatsappId}', '404', 'an unknown connection or one that is not Cloud API'), async () => {
    const beta = await createCloudConnection(server.db, { provider: 'beta' });
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': beta.cloudVerifyToken, 'hub.challenge': '1' };
    expect((await verify(beta.id, query)).json()).toMatchObject({ error: 'ERR_NO_WAPP_FOUND' });
    expect((await verify(2_000_000_000, query)).statusCode).toBe(404);
  });

  it(routeCase('GET /webhooks/cloud/{whatsappId}', '400', 'an id that is not a positive integer; no challenge to echo'), async () => {
    expect((await verify('abc', {})).statusCode).toBe(400);
    const connection = await createCloudConnection(server.db);
    expect((await verify(connection.id, { 'hub.mode': 'subscribe', 'hub.verify_token': connection.cloudVerifyToken })).statusCode).toBe(400);
  });

  notApplicable('GET /webhooks/cloud/{whatsappId}', '401', 'public: Meta proves itself with the verify token, and a wrong one answers 403 as Meta expects');
});

describe('POST /webhooks/cloud/{whatsappId} (signed events)', () => {
  it(routeCase('POST /webhooks/cloud/{whatsappId}', 'success', 'a signed message is stored in inbound_events before the 200'), async () => {
    const connection = await createCloudConnection(server.db);
    const response = await postSigned(connection, fixtureText('text'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 1, stored: 1 });
    expect(await stored(connection.id)).toEqual([
      {
        kind: 'message',
        chatKey: `phone:${FIXTURE_CUSTOMER}`,
        dedupeKey: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
        payload: expect.objectContaining({ type: 'chat', body: 'Does it come in another color?', sender: { phone: FIXTURE_CUSTOMER, name: 'Sheena Nelson' }, fromMe: false }),
      },
    ]);
  });

  it('the same delivery twice (Meta retries) is stored once', async () => {
    const connection = await createCloudConnection(server.db);
    const raw = fixtureText('image');
    expect((await postSigned(connection, raw)).json()).toEqual({ received: 1, stored: 1 });
    expect((await postSigned(connection, raw)).json()).toEqual({ received: 1, stored: 0 });
    const rows = await stored(connection.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ type: 'image', media: { ref: { id: '1003383421387256' } } });
  });

  it('a batch stores every message and every status as ack updates (sent 2, delivered 3, read 4, failed 0)', async () => {
    const connection = await createCloudConnection(server.db);
    expect((await postSigned(connection, fixtureText('batch'))).json()).toEqual({ received: 6, stored: 6 });
    const rows = await stored(connection.id);
    const acked = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA';
    expect(rows.map((r) => [r.kind, r.dedupeKey])).toEqual([
      ['message', 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA='],
      ['message', 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUY1QjA1N0Y0QzFFMjI4MjZFMAA='],
      ['update', `${acked}:ack:2`],
      ['update', `${acked}:ack:3`],
      ['update', `${acked}:ack:4`],
      ['update', 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA:ack:0'],
    ]);
    expect(rows[5]!.payload).toMatchObject({ kind: 'ack', ack: 0, error: expect.stringContaining('131047') });
  });

  it('reactions are stored as updates of the reacted message', async () => {
    const connection = await createCloudConnection(server.db);
    await postSigned(connection, fixtureText('reaction'));
    expect(await stored(connection.id)).toEqual([expect.objectContaining({ kind: 'update', payload: expect.objectContaining({ kind: 'reaction', emoji: '👍' }) })]);
  });

  it(routeCase('POST /webhooks/cloud/{whatsappId}', '401', 'a bad, missing or re-serialised signature stores nothing'), async () => {
    const connection = await createCloudConnection(server.db);
    const raw = fixtureText('text');
    const reserialised = JSON.stringify(JSON.parse(raw));
    const attempts = [
      post(connection.id, raw),
      post(connection.id, raw, { 'x-hub-signature-256': signatureOf('another-app-secret', raw) }),
      post(connection.id, raw, { 'x-hub-signature-256': signatureOf(connection.cloudAppSecret, raw).replace('sha256=', 'sha1=') }),
      post(connection.id, raw, { 'x-hub-signature-256': 'sha256=zz' }),
      // Meta signs the bytes it sent: the same JSON with other whitespace must not pass.
      post(connection.id, reserialised, { 'x-hub-signature-256': signatureOf(connection.cloudAppSecret, raw) }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('ERR_UNAUTHORIZED');
    }
    expect(await stored(connection.id)).toEqual([]);
  });

  it('a connection without an app secret cannot receive (nothing signed with an empty key passes)', async () => {
    const connection = await createCloudConnection(server.db, { cloudAppSecret: '' });
    expect((await postSigned(connection, fixtureText('text'))).statusCode).toBe(401);
    expect(await stored(connection.id)).toEqual([]);
  });

  it(routeCase('POST /webhooks/cloud/{whatsappId}', '404', 'an unknown connection or one that is not Cloud API'), async () => {
    const beta = await createCloudConnection(server.db, { provider: 'beta' });
    const response = await postSigned(beta, fixtureText('text'));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_WAPP_FOUND');
    expect(await stored(beta.id)).toEqual([]);
    expect((await postSigned({ id: 2_000_000_000, cloudAppSecret: 'x' }, fixtureText('text'))).statusCode).toBe(404);
  });

  it(routeCase('POST /webhooks/cloud/{whatsappId}', '400', 'an id that is not a positive integer; signed bytes that are not JSON'), async () => {
    expect((await post('abc', '{}')).statusCode).toBe(400);
    const connection = await createCloudConnection(server.db);
    const response = await postSigned(connection, '{"object": "whatsapp_business_account", ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_VALIDATION');
  });

  notApplicable('POST /webhooks/cloud/{whatsappId}', '403', 'no roles: the app-secret signature is the only credential, and a bad one answers 401');

  it('accepts any content type Meta may use (the signature is what counts) and answers 200 to unknown payloads', async () => {
    const connection = await createCloudConnection(server.db);
    const raw = fixtureText('statuses');
    const response = await post(connection.id, raw, { 'content-type': 'application/json; charset=UTF-8', 'x-hub-signature-256': signatureOf(connection.cloudAppSecret, raw) });
    expect(response.json()).toEqual({ received: 4, stored: 4 });
    const other = '{"object":"page","entry":[]}';
    expect((await post(connection.id, other, { 'content-type': 'text/plain', 'x-hub-signature-256': signatureOf(connection.cloudAppSecret, other) })).json()).toEqual({ received: 0, stored: 0 });
  });

  it('events of another number of the same Meta app go to that number’s connection, never to one with another secret', async () => {
    const appSecret = unique('shared-app-secret');
    const posted = await createCloudConnection(server.db, { cloudAppSecret: appSecret });
    const sibling = await createCloudConnection(server.db, { cloudAppSecret: appSecret, cloudPhoneNumberId: unique('phone') });
    const impostor = await createCloudConnection(server.db, { cloudPhoneNumberId: unique('phone') });
    for (const target of [sibling, impostor]) {
      const raw = fixtureText('text').replace(FIXTURE_PHONE_NUMBER_ID, target.cloudPhoneNumberId);
      expect((await postSigned(posted, raw)).statusCode).toBe(200);
    }
    expect(await stored(sibling.id)).toHaveLength(1);
    expect(await stored(impostor.id)).toEqual([]);
    expect(await stored(posted.id)).toEqual([]);
  });

  it('other routes keep the normal JSON parser (the raw parser is encapsulated)', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'not-an-email', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toHaveProperty('email');
  });
});
