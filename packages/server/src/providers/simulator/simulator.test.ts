import { sentSince } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inboundEvents } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const api = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function admin() {
  const company = await createCompany(server.db);
  const user = await createUser(server.db, company.id, { profile: 'admin' });
  const agent = await createUser(server.db, company.id, { profile: 'user' });
  return { company, headers: (await loginAs(server, user.email)).headers, agentHeaders: (await loginAs(server, agent.email)).headers };
}

async function simulatorConnection(headers: Headers, connect = true) {
  const created = (await api('POST', '/whatsapp', headers, { name: `Sim ${Math.random().toString(36).slice(2, 7)}`, provider: 'simulator' })).json<{ id: number }>();
  await waitFor(async () => (await api('GET', `/whatsapp/${created.id}`, headers)).json().status === 'qrcode', { what: 'qrcode' });
  if (connect) expect((await api('POST', `/simulator/${created.id}/scan`, headers, { number: '5511900000000' })).json().status).toBe('CONNECTED');
  return created.id;
}

const storedEvents = (whatsappId: number) => server.db.select().from(inboundEvents).where(eq(inboundEvents.whatsappId, whatsappId));

describe('POST /simulator/{whatsappId}/scan', () => {
  it(routeCase('POST /simulator/{whatsappId}/scan', 'success', 'pairs the QR: CONNECTED, QR emptied, the number kept'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers, false);
    const response = await api('POST', `/simulator/${id}/scan`, headers, { number: '5511987650000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'CONNECTED', qrcode: '', number: '5511987650000', retries: 0 });
  });
  it('any other status answers 409', async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    const again = await api('POST', `/simulator/${id}/scan`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ERR_WAPP_SESSION_STATE');
  });
  it(routeCase('POST /simulator/{whatsappId}/scan', '400', 'a number that is not digits'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers, false);
    expect((await api('POST', `/simulator/${id}/scan`, headers, { number: '+55 11' })).statusCode).toBe(400);
  });
  it(routeCase('POST /simulator/{whatsappId}/scan', '401'), async () => {
    expect((await api('POST', '/simulator/1/scan', {})).statusCode).toBe(401);
  });
  it(routeCase('POST /simulator/{whatsappId}/scan', '403', 'only admins drive the simulator'), async () => {
    const { headers, agentHeaders } = await admin();
    const id = await simulatorConnection(headers, false);
    expect((await api('POST', `/simulator/${id}/scan`, agentHeaders)).statusCode).toBe(403);
  });
  it(routeCase('POST /simulator/{whatsappId}/scan', '404', 'another company’s connection'), async () => {
    const mine = await admin();
    const other = await admin();
    const id = await simulatorConnection(other.headers, false);
    expect((await api('POST', `/simulator/${id}/scan`, mine.headers)).statusCode).toBe(404);
  });
});

describe('POST /simulator/{whatsappId}/inbound', () => {
  it(routeCase('POST /simulator/{whatsappId}/inbound', 'success', 'stored once per id, returns the provider id'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    const payload = { from: '5511988887777', name: 'Maria', id: 'SIM-fixed-1', body: 'Olá' };
    const first = await api('POST', `/simulator/${id}/inbound`, headers, payload);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: 'SIM-fixed-1' });
    expect((await api('POST', `/simulator/${id}/inbound`, headers, payload)).statusCode).toBe(201);
    const events = await storedEvents(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'message', chatKey: 'phone:5511988887777', payload: { providerMessageId: 'SIM-fixed-1', body: 'Olá', type: 'chat', fromMe: false, sender: { phone: '5511988887777', name: 'Maria' } } });
  });

  it('generates ids, keeps @lid identities, media, locations, contact cards, groups and fromMe', async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    const send = (payload: object) => api('POST', `/simulator/${id}/inbound`, headers, payload).then((r) => r.json<{ id: string }>().id);
    const generated = await send({ from: '5511911112222', body: 'sem id' });
    expect(generated).toMatch(/^SIM-/);
    await send({ lid: '123456789012345', body: 'só lid', id: 'L1' });
    await send({ from: '5511911112222', lid: '99887766554433', body: 'ambos', id: 'L2' });
    await send({ from: '5511911112222', id: 'M1', mediaType: 'image', media: { filename: 'foto azul.png', mimetype: 'image/png', base64: Buffer.from('png-bytes').toString('base64') } });
    await send({ from: '5511911112222', id: 'G1', body: 'no grupo', group: { id: '120363000000000001', name: 'Grupo' } });
    await send({ from: '5511911112222', id: 'LOC', location: { latitude: -23.5, longitude: -46.6, name: 'Av. Paulista' } });
    await send({ from: '5511911112222', id: 'VC', vcards: ['BEGIN:VCARD\nFN:A\nEND:VCARD', 'BEGIN:VCARD\nFN:B\nEND:VCARD'] });
    await send({ from: '5511911112222', id: 'ME', body: 'digitado no celular', fromMe: true });
    const byId = new Map((await storedEvents(id)).map((event) => [(event.payload as { providerMessageId: string }).providerMessageId, event]));
    expect(byId.get('L1')).toMatchObject({ chatKey: 'lid:123456789012345', payload: { chat: { kind: 'contact', peer: { lid: '123456789012345' } } } });
    expect(byId.get('L2')?.payload).toMatchObject({ chat: { peer: { phone: '5511911112222', lid: '99887766554433' } } });
    const media = byId.get('M1')!.payload as { type: string; media: { storedPath: string; filename: string } };
    expect(media.type).toBe('image');
    expect((await server.ctx.media.read(media.media.storedPath)).toString()).toBe('png-bytes');
    expect(media.media.storedPath).toContain('foto_azul.png');
    expect(byId.get('G1')).toMatchObject({ chatKey: 'group:120363000000000001', payload: { chat: { kind: 'group', name: 'Grupo' } } });
    expect(byId.get('LOC')?.payload).toMatchObject({ type: 'locationMessage', location: { latitude: -23.5 } });
    expect(byId.get('VC')?.payload).toMatchObject({ type: 'contactsArrayMessage' });
    expect(byId.get('ME')?.payload).toMatchObject({ fromMe: true, sender: { phone: '5511900000000' } });
  });

  it('a connection that is not CONNECTED answers 409', async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers, false);
    expect((await api('POST', `/simulator/${id}/inbound`, headers, { from: '5511900001111', body: 'oi' })).statusCode).toBe(409);
  });
  it(routeCase('POST /simulator/{whatsappId}/inbound', '400', 'neither from nor lid'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/inbound`, headers, { body: 'oi' })).statusCode).toBe(400);
  });
  it(routeCase('POST /simulator/{whatsappId}/inbound', '401'), async () => {
    expect((await api('POST', '/simulator/1/inbound', {}, { from: '5511900001111' })).statusCode).toBe(401);
  });
  it(routeCase('POST /simulator/{whatsappId}/inbound', '403'), async () => {
    const { headers, agentHeaders } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/inbound`, agentHeaders, { from: '5511900001111' })).statusCode).toBe(403);
  });
  it(routeCase('POST /simulator/{whatsappId}/inbound', '404'), async () => {
    const mine = await admin();
    const other = await admin();
    const id = await simulatorConnection(other.headers);
    expect((await api('POST', `/simulator/${id}/inbound`, mine.headers, { from: '5511900001111' })).statusCode).toBe(404);
    expect(await storedEvents(id)).toHaveLength(0);
  });
});

describe('updates, acks, calls and the outbox', () => {
  it(routeCase('POST /simulator/{whatsappId}/update', 'success', 'edit, revoke and reaction on a known message'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    await api('POST', `/simulator/${id}/inbound`, headers, { from: '5511922223333', id: 'U1', body: 'original' });
    for (const update of [{ type: 'edit', body: 'editado' }, { type: 'reaction', emoji: '👍' }, { type: 'revoke' }]) {
      expect((await api('POST', `/simulator/${id}/update`, headers, { id: 'U1', ...update })).statusCode).toBe(202);
    }
    const kinds = (await storedEvents(id)).filter((e) => e.kind === 'update').map((e) => (e.payload as { kind: string }).kind);
    expect(kinds.sort()).toEqual(['edit', 'reaction', 'revoke']);
  });
  it(routeCase('POST /simulator/{whatsappId}/update', '404', 'an unknown message id'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    const response = await api('POST', `/simulator/${id}/update`, headers, { id: 'nope', type: 'revoke' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_MESSAGE_FOUND');
  });
  it(routeCase('POST /simulator/{whatsappId}/update', '400'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/update`, headers, { id: 'x', type: 'explode' })).statusCode).toBe(400);
  });
  it(routeCase('POST /simulator/{whatsappId}/update', '401'), async () => {
    expect((await api('POST', '/simulator/1/update', {}, { id: 'x', type: 'revoke' })).statusCode).toBe(401);
  });
  it(routeCase('POST /simulator/{whatsappId}/update', '403'), async () => {
    const { headers, agentHeaders } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/update`, agentHeaders, { id: 'x', type: 'revoke' })).statusCode).toBe(403);
  });

  it(routeCase('POST /simulator/{whatsappId}/ack', 'success', 'acks of a message we sent; the outbox lists what we sent'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    const since = server.clock.now().getTime() - 1;
    const session = server.sessionManager!.sessionOf(id)!;
    const sent = await session.sendText({ kind: 'contact', phone: '5511933334444' }, 'Bom dia!');
    await session.sendMedia({ kind: 'contact', phone: '5511933334444' }, { kind: 'application', data: Buffer.from('pdf'), mimetype: 'application/pdf', filename: 'boleto.pdf', caption: 'segue' }, { quotedProviderId: sent.providerMessageId });
    expect((await api('POST', `/simulator/${id}/ack`, headers, { id: sent.providerMessageId, ack: 3 })).statusCode).toBe(202);
    const outbox = (await api('GET', `/simulator/${id}/outbox?since=${since}`, headers)).json<{ messages: { id: string; to: string; body: string; mediaType: string; filename?: string; quotedId?: string; timestamp: number }[] }>();
    expect(outbox.messages).toMatchObject([
      { id: sent.providerMessageId, to: '5511933334444', body: 'Bom dia!', mediaType: 'chat' },
      { to: '5511933334444', body: 'segue', mediaType: 'application', filename: 'boleto.pdf', quotedId: sent.providerMessageId },
    ]);
    const acks = (await storedEvents(id)).filter((e) => e.kind === 'update');
    expect(acks[0]?.payload).toMatchObject({ kind: 'ack', ack: 3, providerMessageId: sent.providerMessageId });
  });
  it(routeCase('POST /simulator/{whatsappId}/ack', '404', 'an id we never sent'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    await api('POST', `/simulator/${id}/inbound`, headers, { from: '5511922223333', id: 'THEIRS' });
    expect((await api('POST', `/simulator/${id}/ack`, headers, { id: 'THEIRS', ack: 3 })).statusCode).toBe(404);
  });
  it(routeCase('POST /simulator/{whatsappId}/ack', '400', 'ack outside 1..5'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/ack`, headers, { id: 'x', ack: 9 })).statusCode).toBe(400);
  });
  it(routeCase('POST /simulator/{whatsappId}/ack', '401'), async () => {
    expect((await api('POST', '/simulator/1/ack', {}, { id: 'x', ack: 1 })).statusCode).toBe(401);
  });
  it(routeCase('POST /simulator/{whatsappId}/ack', '403'), async () => {
    const { headers, agentHeaders } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/ack`, agentHeaders, { id: 'x', ack: 1 })).statusCode).toBe(403);
  });

  it(routeCase('POST /simulator/{whatsappId}/call', 'success', 'a missed call is stored'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/call`, headers, { from: '5511944445555' })).statusCode).toBe(202);
    expect((await storedEvents(id)).find((e) => e.kind === 'call')).toMatchObject({ chatKey: 'phone:5511944445555' });
  });
  it(routeCase('POST /simulator/{whatsappId}/call', '400'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/call`, headers, { from: 'abc' })).statusCode).toBe(400);
  });
  it(routeCase('POST /simulator/{whatsappId}/call', '401'), async () => {
    expect((await api('POST', '/simulator/1/call', {}, { from: '5511944445555' })).statusCode).toBe(401);
  });
  it(routeCase('POST /simulator/{whatsappId}/call', '403'), async () => {
    const { headers, agentHeaders } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/call`, agentHeaders, { from: '5511944445555' })).statusCode).toBe(403);
  });
  it(routeCase('POST /simulator/{whatsappId}/call', '404'), async () => {
    const mine = await admin();
    const other = await admin();
    const id = await simulatorConnection(other.headers);
    expect((await api('POST', `/simulator/${id}/call`, mine.headers, { from: '5511944445555' })).statusCode).toBe(404);
  });

  it(routeCase('GET /simulator/{whatsappId}/outbox', '400', 'a since that is not a number'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('GET', `/simulator/${id}/outbox?since=yesterday`, headers)).statusCode).toBe(400);
  });
  it(routeCase('GET /simulator/{whatsappId}/outbox', 'success', 'empty for a new connection'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('GET', `/simulator/${id}/outbox`, headers)).json()).toEqual({ messages: [] });
  });
  it(routeCase('GET /simulator/{whatsappId}/outbox', '401'), async () => {
    expect((await api('GET', '/simulator/1/outbox', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /simulator/{whatsappId}/outbox', '403'), async () => {
    const { headers, agentHeaders } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('GET', `/simulator/${id}/outbox`, agentHeaders)).statusCode).toBe(403);
  });
  it(routeCase('GET /simulator/{whatsappId}/outbox', '404'), async () => {
    const mine = await admin();
    const other = await admin();
    const id = await simulatorConnection(other.headers);
    expect((await api('GET', `/simulator/${id}/outbox`, mine.headers)).statusCode).toBe(404);
  });
  it(routeCase('POST /simulator/{whatsappId}/update', '404', 'as well for another company’s connection'), async () => {
    const mine = await admin();
    const other = await admin();
    const id = await simulatorConnection(other.headers);
    expect((await api('POST', `/simulator/${id}/update`, mine.headers, { id: 'x', type: 'revoke' })).statusCode).toBe(404);
  });
});

describe('POST /simulator/{whatsappId}/disconnect', () => {
  it(routeCase('POST /simulator/{whatsappId}/disconnect', 'success', 'DISCONNECTED, then the session recovers by itself'), async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    const start = server.emitted.length;
    const seen = () => sentSince(server, start, { channel: 'whatsappSession' }).map((event) => (event.payload as { session: { status: string } }).session.status);
    expect((await api('POST', `/simulator/${id}/disconnect`, headers)).statusCode).toBe(202);
    await waitFor(() => seen().includes('DISCONNECTED') && seen().at(-1) === 'CONNECTED', { what: 'recovery' });
    expect((await api('GET', `/whatsapp/${id}`, headers)).json()).toMatchObject({ status: 'CONNECTED', retries: 0 });
  });
  it(routeCase('POST /simulator/{whatsappId}/disconnect', '400', 'a bad id'), async () => {
    const { headers } = await admin();
    expect((await api('POST', '/simulator/zero/disconnect', headers)).statusCode).toBe(400);
  });
  it(routeCase('POST /simulator/{whatsappId}/disconnect', '401'), async () => {
    expect((await api('POST', '/simulator/1/disconnect', {})).statusCode).toBe(401);
  });
  it(routeCase('POST /simulator/{whatsappId}/disconnect', '403'), async () => {
    const { headers, agentHeaders } = await admin();
    const id = await simulatorConnection(headers);
    expect((await api('POST', `/simulator/${id}/disconnect`, agentHeaders)).statusCode).toBe(403);
  });
  it(routeCase('POST /simulator/{whatsappId}/disconnect', '404'), async () => {
    const mine = await admin();
    const other = await admin();
    const id = await simulatorConnection(other.headers);
    expect((await api('POST', `/simulator/${id}/disconnect`, mine.headers)).statusCode).toBe(404);
  });
});

describe('the simulated network', () => {
  it('numbers beginning with 000 are not on WhatsApp', async () => {
    const { headers } = await admin();
    const id = await simulatorConnection(headers);
    const session = server.sessionManager!.sessionOf(id)!;
    expect(await session.checkNumber('00000000')).toEqual({ exists: false });
    expect(await session.checkNumber('5511955556666')).toEqual({ exists: true, phone: '5511955556666' });
  });

  it('with the simulator disabled its routes do not exist', async () => {
    const off = await startTestServer({ env: { SIMULATOR_ENABLED: 'false' } });
    try {
      const company = await createCompany(off.db);
      const user = await createUser(off.db, company.id);
      const session = await loginAs(off, user.email);
      const response = await off.app.inject({ method: 'POST', url: '/simulator/1/scan', headers: session.headers });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('an inbound event keeps its connection', () => {
  it('another connection’s events are not mixed in', async () => {
    const { headers } = await admin();
    const a = await simulatorConnection(headers);
    const b = await simulatorConnection(headers);
    await api('POST', `/simulator/${a}/inbound`, headers, { from: '5511966667777', id: 'SAME' });
    await api('POST', `/simulator/${b}/inbound`, headers, { from: '5511966667777', id: 'SAME' });
    const rows = await server.db.select().from(inboundEvents).where(and(eq(inboundEvents.dedupeKey, 'SAME')));
    expect(rows.map((row) => row.whatsappId).sort()).toEqual([a, b].sort());
  });
});
