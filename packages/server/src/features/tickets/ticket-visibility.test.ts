import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maySeeTicket, ticketListSchema } from '@prosa/contract';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { insertConnection, insertContact, insertTicket } from '../../test/conversation-factories.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * The ticket list's SQL states the visibility rule on its own (it cannot call a function); this
 * holds it to the contract's `maySeeTicket`: with every queue selected and show-all on, each user
 * lists exactly the tickets the rule lets them see, whatever the queue, assignee and status.
 */
describe('the ticket list and the contract’s visibility rule', () => {
  it('agree for every kind of user and ticket', async () => {
    const company = await createCompany(server.db);
    const [sales, support] = await Promise.all([createQueue(server.db, company.id), createQueue(server.db, company.id)]);
    const connection = await insertConnection(server.db, company.id);
    const people = {
      admin: await createUser(server.db, company.id, { profile: 'admin' }),
      supervisor: await createUser(server.db, company.id, { profile: 'supervisor', queueIds: [sales.id] }),
      agent: await createUser(server.db, company.id, { profile: 'user', queueIds: [sales.id] }),
      noQueueReader: await createUser(server.db, company.id, { profile: 'user', queueIds: [support.id], allTicket: 'enabled' }),
      withoutQueues: await createUser(server.db, company.id, { profile: 'user' }),
    };
    const queueChoices = [sales.id, support.id, null];
    const userChoices = [null, people.agent.id, people.noQueueReader.id, people.withoutQueues.id];
    const made: { id: number; queueId: number | null; userId: number | null }[] = [];
    for (const status of ['pending', 'open', 'closed'] as const) {
      for (const queueId of queueChoices) {
        for (const userId of userChoices) {
          const contact = await insertContact(server.db, company.id, { name: `Visível ${made.length}` });
          const row = await insertTicket(server.db, { companyId: company.id, contactId: contact.id, whatsappId: connection.id, status, queueId, userId });
          made.push({ id: row.id, queueId, userId });
        }
      }
    }
    const everyQueue = encodeURIComponent(JSON.stringify([sales.id, support.id]));
    for (const [name, user] of Object.entries(people)) {
      const { headers } = await loginAs(server, user.email);
      const listed: number[] = [];
      for (let page = 1; ; page += 1) {
        const response = await server.app.inject({ method: 'GET', url: `/tickets?searchParam=Vis%C3%ADvel&showAll=true&queueIds=${everyQueue}&pageNumber=${page}`, headers });
        const body = ticketListSchema.parse(response.json());
        listed.push(...body.tickets.map((ticket) => ticket.id));
        if (!body.hasMore) break;
      }
      const viewer = { userId: user.id, admin: user.profile === 'admin', allTicket: user.allTicket === 'enabled', queueIds: user.id === people.supervisor.id || user.id === people.agent.id ? [sales.id] : user.id === people.noQueueReader.id ? [support.id] : [] };
      const expected = made.filter((ticket) => maySeeTicket(viewer, ticket)).map((ticket) => ticket.id);
      expect({ name, listed: listed.sort((a, b) => a - b) }).toEqual({ name, listed: expected.sort((a, b) => a - b) });
    }
  });
});
