import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
});
afterAll(() => server.close());

describe('importing the phone’s contacts', () => {
  it('the simulated phone’s chats become contacts once, linked by phone and LID', async () => {
    const company = await createCompany(server.db);
    const admin = await createUser(server.db, company.id, { profile: 'admin' });
    const { headers } = await loginAs(server, admin.email);
    const api = (method: 'GET' | 'POST', url: string, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const created = (await api('POST', '/whatsapp', { name: 'Sim agenda', provider: 'simulator' })).json<{ id: number }>();
    await waitFor(async () => (await api('GET', `/whatsapp/${created.id}`)).json().status === 'qrcode');
    await api('POST', `/simulator/${created.id}/scan`);
    await api('POST', `/simulator/${created.id}/inbound`, { from: '5511988880001', name: 'Ana Agenda', body: 'oi' });
    await api('POST', `/simulator/${created.id}/inbound`, { from: '5511988880002', lid: '44455566677', name: 'Bruno', body: 'olá' });
    await api('POST', `/simulator/${created.id}/inbound`, { from: '5511988880003', body: 'no grupo', group: { id: '120363000000000009', name: 'Grupo' } });

    const first = await api('POST', '/contacts/import');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 2 });
    const listed = (await api('GET', '/contacts?searchParam=5511988880')).json<{ contacts: { name: string; number: string }[] }>();
    expect(listed.contacts.map((c) => [c.name, c.number]).sort()).toEqual([
      ['Ana Agenda', '5511988880001'],
      ['Bruno', '5511988880002'],
    ]);
    expect((await api('POST', '/contacts/import')).json()).toEqual({ imported: 0 });
  });
});
