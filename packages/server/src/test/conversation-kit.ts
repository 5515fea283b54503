import { expect } from 'vitest';
import type { WhatsappBody } from '@prosa/contract';
import { createCompany, createQueue, createUser, setSetting, unique } from './factories.js';
import { loginAs } from './session.js';
import type { TestServer } from './test-server.js';
import { waitFor } from './wait-for.js';

export type Headers = Record<string, string>;

export interface OutboxMessage {
  id: string;
  to: string;
  body: string;
  mediaType: string;
  quotedId?: string;
  filename?: string;
  timestamp: number;
}

/**
 * A company with an admin, an agent in queue "Vendas", a second queue "Suporte", and a connected
 * simulator connection, driven through the real API; jobs run when the test says so.
 */
export async function conversationCompany(server: TestServer, connection: Partial<WhatsappBody> & { queues?: 'both' | 'one' | 'none' } = {}) {
  const company = await createCompany(server.db);
  const sales = await createQueue(server.db, company.id, { name: unique('Vendas'), orderQueue: 1, greetingMessage: 'Bem-vindo às vendas' });
  const support = await createQueue(server.db, company.id, { name: unique('Suporte'), orderQueue: 2, greetingMessage: 'Suporte aqui' });
  const adminUser = await createUser(server.db, company.id, { profile: 'admin', name: 'Ana Admin' });
  const agentUser = await createUser(server.db, company.id, { profile: 'user', name: 'Bruno', queueIds: [sales.id] });
  const otherUser = await createUser(server.db, company.id, { profile: 'user', name: 'Carla', queueIds: [support.id] });
  const admin = (await loginAs(server, adminUser.email)).headers;
  const agent = (await loginAs(server, agentUser.email)).headers;
  const other = (await loginAs(server, otherUser.email)).headers;
  const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const { queues: which = 'both', ...fields } = connection;
  const queueIds = which === 'both' ? [sales.id, support.id] : which === 'one' ? [sales.id] : [];
  const created = await api('POST', '/whatsapp', admin, { name: unique('Sim'), provider: 'simulator', greetingMessage: 'Olá {{firstName}}! Escolha:', queueIds, ...fields });
  expect(created.statusCode).toBe(200);
  const whatsappId = created.json<{ id: number }>().id;
  await waitFor(async () => (await api('GET', `/whatsapp/${whatsappId}`, admin)).json().status === 'qrcode', { what: 'qrcode' });
  expect((await api('POST', `/simulator/${whatsappId}/scan`, admin, { number: '5511900000001' })).json().status).toBe('CONNECTED');
  let seen = 0;
  return {
    company,
    queues: { sales, support },
    users: { admin: adminUser, agent: agentUser, other: otherUser },
    admin,
    agent,
    other,
    whatsappId,
    api,
    setting: (key: string, value: string) => setSetting(server.db, company.id, key, value),
    /** A customer writes; the message is stored and processed (jobs run). */
    async inbound(from: string, body: string, extra: Record<string, unknown> = {}) {
      const response = await api('POST', `/simulator/${whatsappId}/inbound`, admin, { from, name: 'Maria Souza', body, ...extra });
      expect(response.statusCode).toBe(201);
      await server.runJobs();
      return response.json<{ id: string }>().id;
    },
    /** Everything sent since the last call. */
    async sent(): Promise<OutboxMessage[]> {
      const all = (await api('GET', `/simulator/${whatsappId}/outbox`, admin)).json<{ messages: OutboxMessage[] }>().messages;
      const fresh = all.slice(seen);
      seen = all.length;
      return fresh;
    },
  };
}
