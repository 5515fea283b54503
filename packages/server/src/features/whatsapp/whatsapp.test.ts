import { eventsDuring } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { whatsappSchema } from '@prosa/contract';
import { whatsapps } from '../../db/schema/index.js';
import { createCompany, createPlan, createQueue, createUser } from '../../test/factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
});
afterAll(() => server.close());

async function company(planOverrides: Parameters<typeof createPlan>[1] = {}) {
  const plan = await createPlan(server.db, planOverrides);
  const c = await createCompany(server.db, { planId: plan.id });
  const admin = await createUser(server.db, c.id, { profile: 'admin' });
  const supervisor = await createUser(server.db, c.id, { profile: 'supervisor' });
  const agent = await createUser(server.db, c.id, { profile: 'user' });
  const [adminSession, supervisorSession, agentSession] = await Promise.all([loginAs(server, admin.email), loginAs(server, supervisor.email), loginAs(server, agent.email)]);
  return { company: c, admin: adminSession.headers, supervisor: supervisorSession.headers, agent: agentSession.headers };
}

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = async (headers: Record<string, string>, payload: object = {}) => api('POST', '/whatsapp', headers, { name: `Conexão ${Math.random().toString(36).slice(2, 8)}`, provider: 'simulator', ...payload });

describe('POST /whatsapp', () => {
  it(routeCase('POST /whatsapp', 'success', 'the first connection is the default, has a token and its session starts'), async () => {
    const { admin } = await company();
    const response = await create(admin, { greetingMessage: 'Olá!' });
    expect(response.statusCode).toBe(200);
    const created = whatsappSchema.parse(response.json());
    expect(created).toMatchObject({ provider: 'simulator', isDefault: true, status: 'OPENING', maxUseBotQueues: 3, expiresTicket: 0, timeUseBotQueues: 0 });
    expect(created.token?.length).toBeGreaterThan(20);
    const qr = await waitFor(async () => (await api('GET', `/whatsapp/${created.id}`, admin)).json<{ status: string; qrcode: string }>(), { what: 'qrcode' }).then(async () =>
      waitFor(async () => {
        const current = (await api('GET', `/whatsapp/${created.id}`, admin)).json<{ status: string; qrcode: string }>();
        return current.status === 'qrcode' && current;
      }),
    );
    expect(qr.qrcode).not.toBe('');
  });

  it(routeCase('POST /whatsapp', '400', 'name 2 to 50 with the seed texts'), async () => {
    const { admin } = await company();
    const response = await api('POST', '/whatsapp', admin, { name: 'A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ name: 'Too Short!' });
    expect((await api('POST', '/whatsapp', admin, { name: 'x'.repeat(51) })).json().issues).toEqual({ name: 'Too Long!' });
  });

  it(routeCase('POST /whatsapp', '401'), async () => {
    expect((await api('POST', '/whatsapp', {}, { name: 'Teste' })).statusCode).toBe(401);
  });

  it(routeCase('POST /whatsapp', '403', 'users and supervisors may not add connections'), async () => {
    const { agent, supervisor } = await company();
    expect((await create(agent)).statusCode).toBe(403);
    expect((await create(supervisor)).statusCode).toBe(403);
  });

  it(routeCase('POST /whatsapp', '404', 'a queue of another company'), async () => {
    const mine = await company();
    const other = await company();
    const foreignQueue = await createQueue(server.db, other.company.id);
    const response = await create(mine.admin, { queueIds: [foreignQueue.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_QUEUE_FOUND');
  });

  it('the plan’s connection limit is enforced', async () => {
    const { admin } = await company({ connections: 1 });
    expect((await create(admin)).statusCode).toBe(200);
    const refused = await create(admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_PLAN_LIMIT_CONNECTIONS');
  });

  it('more than one queue needs a greeting (ERR_WAPP_GREETING_REQUIRED)', async () => {
    const { company: c, admin } = await company();
    const [q1, q2] = await Promise.all([createQueue(server.db, c.id), createQueue(server.db, c.id)]);
    const refused = await create(admin, { queueIds: [q1.id, q2.id] });
    expect(refused.json().error).toBe('ERR_WAPP_GREETING_REQUIRED');
    const accepted = await create(admin, { queueIds: [q1.id, q2.id], greetingMessage: 'Escolha:' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().queues.map((q: { id: number }) => q.id).sort()).toEqual([q1.id, q2.id].sort());
  });

  it('names are unique within the company, case-insensitively, but not across companies', async () => {
    const a = await company();
    const b = await company();
    expect((await create(a.admin, { name: 'Suporte' })).statusCode).toBe(200);
    const duplicate = await create(a.admin, { name: 'SUPORTE' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('ERR_WAPP_NAME_IN_USE');
    expect((await create(b.admin, { name: 'Suporte' })).statusCode).toBe(200);
  });
});

describe('GET /whatsapp', () => {
  it(routeCase('GET /whatsapp', 'success', 'a bare array; secrets only for those who may edit'), async () => {
    const { admin, agent } = await company();
    await create(admin, { cloudAccessToken: 'secret-token' });
    const asAdmin = z.array(whatsappSchema).parse((await api('GET', '/whatsapp?session=0', admin)).json());
    expect(asAdmin).toHaveLength(1);
    expect(asAdmin[0]!.token).toBeTruthy();
    const asAgent = z.array(whatsappSchema).parse((await api('GET', '/whatsapp', agent)).json());
    expect(asAgent[0]!.token).toBeUndefined();
    expect(asAgent[0]!.cloudAccessToken).toBeUndefined();
  });
  it(routeCase('GET /whatsapp', '401'), async () => {
    expect((await api('GET', '/whatsapp', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /whatsapp', '400', 'a non-numeric session parameter'), async () => {
    const { admin } = await company();
    expect((await api('GET', '/whatsapp?session=abc', admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /whatsapp', '404', 'lists only the own company: another company’s connections never appear'), async () => {
    const a = await company();
    const b = await company();
    await create(b.admin);
    expect((await api('GET', '/whatsapp', a.admin)).json()).toEqual([]);
  });
  it(routeCase('GET /whatsapp', '403', 'every signed-in role may list; a user simply gets no secrets (see success)'), async () => {
    const { agent } = await company();
    expect((await api('GET', '/whatsapp', agent)).statusCode).toBe(200);
  });
});

describe('GET /whatsapp/{id}', () => {
  it(routeCase('GET /whatsapp/{id}', 'success'), async () => {
    const { admin } = await company();
    const created = (await create(admin)).json();
    expect(whatsappSchema.parse((await api('GET', `/whatsapp/${created.id}`, admin)).json()).id).toBe(created.id);
  });
  it(routeCase('GET /whatsapp/{id}', '404', 'another company’s connection'), async () => {
    const a = await company();
    const b = await company();
    const foreign = (await create(b.admin)).json();
    const response = await api('GET', `/whatsapp/${foreign.id}`, a.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_WAPP_FOUND');
  });
  it(routeCase('GET /whatsapp/{id}', '401'), async () => {
    expect((await api('GET', '/whatsapp/1', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /whatsapp/{id}', '400'), async () => {
    const { admin } = await company();
    expect((await api('GET', '/whatsapp/x', admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /whatsapp/{id}', '403', 'no role is refused reading; a user reads it without secrets'), async () => {
    const { admin, agent } = await company();
    const created = (await create(admin)).json();
    const response = await api('GET', `/whatsapp/${created.id}`, agent);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
  });
});

describe('PUT /whatsapp/{id}', () => {
  it(routeCase('PUT /whatsapp/{id}', 'success', 'making another connection the default moves the flag'), async () => {
    const { admin } = await company();
    const first = (await create(admin)).json();
    const second = (await create(admin)).json();
    expect(second.isDefault).toBe(false);
    const response = await api('PUT', `/whatsapp/${second.id}`, admin, { name: second.name, isDefault: true, expiresTicket: 30, timeToTransfer: 10 });
    expect(response.statusCode).toBe(200);
    expect(whatsappSchema.parse(response.json())).toMatchObject({ isDefault: true, expiresTicket: 30, timeToTransfer: 10 });
    expect((await api('GET', `/whatsapp/${first.id}`, admin)).json().isDefault).toBe(false);
  });
  it('the default cannot simply be switched off (ERR_NO_OTHER_WHATSAPP)', async () => {
    const { admin } = await company();
    const only = (await create(admin)).json();
    const response = await api('PUT', `/whatsapp/${only.id}`, admin, { name: only.name, isDefault: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_NO_OTHER_WHATSAPP');
  });
  it(routeCase('PUT /whatsapp/{id}', '400'), async () => {
    const { admin } = await company();
    const created = (await create(admin)).json();
    expect((await api('PUT', `/whatsapp/${created.id}`, admin, { name: '' })).statusCode).toBe(400);
  });
  it(routeCase('PUT /whatsapp/{id}', '401'), async () => {
    expect((await api('PUT', '/whatsapp/1', {}, { name: 'Nome' })).statusCode).toBe(401);
  });
  it(routeCase('PUT /whatsapp/{id}', '403', 'a supervisor may not edit'), async () => {
    const { admin, supervisor } = await company();
    const created = (await create(admin)).json();
    expect((await api('PUT', `/whatsapp/${created.id}`, supervisor, { name: 'Outro nome' })).statusCode).toBe(403);
  });
  it(routeCase('PUT /whatsapp/{id}', '404'), async () => {
    const a = await company();
    const b = await company();
    const foreign = (await create(b.admin)).json();
    expect((await api('PUT', `/whatsapp/${foreign.id}`, a.admin, { name: 'Tomada' })).statusCode).toBe(404);
    const [row] = await server.db.select().from(whatsapps).where(eq(whatsapps.id, foreign.id));
    expect(row!.name).toBe(foreign.name);
  });
});

describe('DELETE /whatsapp/{id}', () => {
  it(routeCase('DELETE /whatsapp/{id}', 'success', 'deleting the default promotes another'), async () => {
    const { admin } = await company();
    const first = (await create(admin)).json();
    const second = (await create(admin)).json();
    expect((await api('DELETE', `/whatsapp/${first.id}`, admin)).statusCode).toBe(200);
    expect((await api('GET', `/whatsapp/${first.id}`, admin)).statusCode).toBe(404);
    expect((await api('GET', `/whatsapp/${second.id}`, admin)).json().isDefault).toBe(true);
  });
  it(routeCase('DELETE /whatsapp/{id}', '401'), async () => {
    expect((await api('DELETE', '/whatsapp/1', {})).statusCode).toBe(401);
  });
  it(routeCase('DELETE /whatsapp/{id}', '400'), async () => {
    const { admin } = await company();
    expect((await api('DELETE', '/whatsapp/0', admin)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /whatsapp/{id}', '403'), async () => {
    const { admin, agent } = await company();
    const created = (await create(admin)).json();
    expect((await api('DELETE', `/whatsapp/${created.id}`, agent)).statusCode).toBe(403);
  });
  it(routeCase('DELETE /whatsapp/{id}', '404'), async () => {
    const a = await company();
    const b = await company();
    const foreign = (await create(b.admin)).json();
    expect((await api('DELETE', `/whatsapp/${foreign.id}`, a.admin)).statusCode).toBe(404);
  });
});

describe('whatsappsession', () => {
  /** One guard case of a session route, checked for real. */
  async function sessionGuard(method: 'POST' | 'PUT' | 'DELETE', kind: '401' | '400' | '403' | '404'): Promise<void> {
    const a = await company();
    const own = (await create(a.admin)).json();
    if (kind === '401') expect((await api(method, `/whatsappsession/${own.id}`, {})).statusCode).toBe(401);
    if (kind === '400') expect((await api(method, '/whatsappsession/abc', a.admin)).statusCode).toBe(400);
    if (kind === '403') expect((await api(method, `/whatsappsession/${own.id}`, a.agent)).statusCode).toBe(403);
    if (kind === '404') {
      const b = await company();
      const foreign = (await create(b.admin)).json();
      expect((await api(method, `/whatsappsession/${foreign.id}`, a.admin)).statusCode).toBe(404);
    }
  }
  it(routeCase('POST /whatsappsession/{id}', '401'), () => sessionGuard('POST', '401'));
  it(routeCase('POST /whatsappsession/{id}', '400', 'a bad id, and a pairing number that is not digits'), async () => {
    await sessionGuard('POST', '400');
    const { admin } = await company();
    const own = (await create(admin)).json();
    expect((await api('POST', `/whatsappsession/${own.id}`, admin, { usePairingCode: true, number: '55 11' })).statusCode).toBe(400);
  });
  it(routeCase('POST /whatsappsession/{id}', '403', 'a user'), () => sessionGuard('POST', '403'));
  it(routeCase('POST /whatsappsession/{id}', '404'), () => sessionGuard('POST', '404'));
  it(routeCase('PUT /whatsappsession/{id}', '401'), () => sessionGuard('PUT', '401'));
  it(routeCase('PUT /whatsappsession/{id}', '400'), () => sessionGuard('PUT', '400'));
  it(routeCase('PUT /whatsappsession/{id}', '403', 'a user'), () => sessionGuard('PUT', '403'));
  it(routeCase('PUT /whatsappsession/{id}', '404'), () => sessionGuard('PUT', '404'));
  it(routeCase('DELETE /whatsappsession/{id}', '401'), () => sessionGuard('DELETE', '401'));
  it(routeCase('DELETE /whatsappsession/{id}', '400'), () => sessionGuard('DELETE', '400'));
  it(routeCase('DELETE /whatsappsession/{id}', '403', 'a user'), () => sessionGuard('DELETE', '403'));
  it(routeCase('DELETE /whatsappsession/{id}', '404'), () => sessionGuard('DELETE', '404'));

  it(routeCase('DELETE /whatsappsession/{id}', 'success', 'a supervisor disconnects; try again brings a QR back'), async () => {
    const { admin, supervisor } = await company();
    const created = (await create(admin)).json();
    const statusOf = async () => (await api('GET', `/whatsapp/${created.id}`, admin)).json<{ status: string; qrcode: string; pairingCode: string }>();
    await waitFor(async () => (await statusOf()).status === 'qrcode', { what: 'qrcode' });
    expect((await api('DELETE', `/whatsappsession/${created.id}`, supervisor)).statusCode).toBe(200);
    await waitFor(async () => (await statusOf()).status === 'DISCONNECTED', { what: 'DISCONNECTED' });
    expect((await api('POST', `/whatsappsession/${created.id}`, supervisor)).statusCode).toBe(200);
    await waitFor(async () => (await statusOf()).status === 'qrcode', { what: 'qrcode again' });
  });

  it(routeCase('POST /whatsappsession/{id}', 'success', 'a pairing code instead of a QR'), async () => {
    const { admin } = await company();
    const created = (await create(admin)).json();
    expect((await api('POST', `/whatsappsession/${created.id}`, admin, { usePairingCode: true, number: '5511999990000' })).statusCode).toBe(200);
    const paired = await waitFor(async () => {
      const current = (await api('GET', `/whatsapp/${created.id}`, admin)).json<{ status: string; pairingCode: string }>();
      return current.status === 'PAIRING' && current;
    });
    expect(paired.pairingCode).toMatch(/^[0-9A-F]{8}$/);
  });

  it(routeCase('PUT /whatsappsession/{id}', 'success', 'new QR: the credentials go and a QR comes'), async () => {
    const { admin } = await company();
    const created = (await create(admin)).json();
    await waitFor(async () => (await api('GET', `/whatsapp/${created.id}`, admin)).json().status === 'qrcode');
    expect((await api('POST', `/simulator/${created.id}/scan`, admin)).json().status).toBe('CONNECTED');
    expect((await api('PUT', `/whatsappsession/${created.id}`, admin)).statusCode).toBe(200);
    const current = await waitFor(async () => {
      const row = (await api('GET', `/whatsapp/${created.id}`, admin)).json<{ status: string; qrcode: string }>();
      return row.status === 'qrcode' && row;
    });
    expect(current.qrcode).not.toBe('');
  });
});

describe('edits the seeds’ client makes', () => {
  it('timeToTransfer can be cleared with null or an empty string', async () => {
    const { admin } = await company();
    const created = (await create(admin, { timeToTransfer: 15 })).json();
    expect(created.timeToTransfer).toBe(15);
    expect((await api('PUT', `/whatsapp/${created.id}`, admin, { name: created.name, timeToTransfer: null })).json().timeToTransfer).toBeNull();
    await api('PUT', `/whatsapp/${created.id}`, admin, { name: created.name, timeToTransfer: 5 });
    expect((await api('PUT', `/whatsapp/${created.id}`, admin, { name: created.name, timeToTransfer: '' })).json().timeToTransfer).toBeNull();
  });

  it('creating a new default announces that the old one is no longer default', async () => {
    const { admin, company: c } = await company();
    const first = (await create(admin)).json();
    const events = await eventsDuring(server, { companyId: c.id, channel: 'whatsapp', to: 'company' }, () => create(admin, { isDefault: true }));
    expect(events).toContainEqual(expect.objectContaining({ action: 'update', whatsapp: expect.objectContaining({ id: first.id, isDefault: false }) }));
  });
});
