import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingWithoutQueueSchema } from '@prosa/contract';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { insertConnection, insertContact, insertTicket } from '../../test/conversation-factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const route = 'GET /tickets/waiting-without-queue';
const get = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/tickets/waiting-without-queue', headers });

async function office() {
  const company = await createCompany(server.db);
  const queue = await createQueue(server.db, company.id);
  const connection = await insertConnection(server.db, company.id);
  const admin = (await loginAs(server, (await createUser(server.db, company.id, { profile: 'admin' })).email)).headers;
  const agent = (await loginAs(server, (await createUser(server.db, company.id, { profile: 'user', queueIds: [queue.id] })).email)).headers;
  const ticket = async (values: Parameters<typeof insertTicket>[1] extends infer T ? Partial<T> : never) => {
    const contact = await insertContact(server.db, company.id);
    return insertTicket(server.db, { whatsappId: connection.id, ...values, companyId: company.id, contactId: contact.id });
  };
  return { company, queue, admin, agent, ticket };
}

describe(route, () => {
  it(routeCase(route, 'success', 'pending tickets without a queue, and since when the oldest waits'), async () => {
    const o = await office();
    expect((await get(o.admin)).json()).toEqual({ count: 0, oldestSince: null });
    await o.ticket({ status: 'pending', createdAt: new Date('2024-05-01T12:00:00Z') });
    await o.ticket({ status: 'pending', createdAt: new Date('2024-05-01T09:00:00Z'), queuedAt: new Date('2024-05-01T12:30:00Z') });
    await o.ticket({ status: 'pending', createdAt: new Date('2024-05-01T08:00:00Z'), queueId: o.queue.id });
    await o.ticket({ status: 'open', createdAt: new Date('2024-05-01T07:00:00Z') });
    const answer = waitingWithoutQueueSchema.parse((await get(o.admin)).json());
    expect(answer).toEqual({ count: 2, oldestSince: '2024-05-01T12:00:00.000Z' });
    const other = await office();
    expect((await get(other.admin)).json()).toEqual({ count: 0, oldestSince: null });
  });
  it(routeCase(route, '403', 'only admins are warned'), async () => {
    const o = await office();
    expect((await get(o.agent)).statusCode).toBe(403);
  });
  it(routeCase(route, '401'), async () => {
    expect((await get({})).statusCode).toBe(401);
  });
  notApplicable(route, '400', 'the route takes no input');
  notApplicable(route, '404', 'it names no record: another company’s tickets are not counted (see success)');
});
