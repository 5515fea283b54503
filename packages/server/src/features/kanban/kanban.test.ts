import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketListSchema, ticketSchema, type Ticket } from '@prosa/contract';
import { createQueue } from '../../test/factories.js';
import { insertConnection, insertContact, insertTicket } from '../../test/conversation-factories.js';
import { sentDuring } from '../../test/emitted-events.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import type { Headers } from '../../test/conversation-kit.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

/**
 * A company with a kanban tag "Negociação", an ordinary tag "VIP", and tickets: open and pending in
 * the agent's queue, one in another queue, and a closed one.
 */
async function board(planOverrides: Parameters<typeof staffedCompany>[1] = {}) {
  const staffed = await staffedCompany(server, planOverrides, { withQueue: true });
  const companyId = staffed.company.id;
  const otherQueue = await createQueue(server.db, companyId);
  const connection = await insertConnection(server.db, companyId);
  const ticket = async (values: { status: 'open' | 'pending' | 'closed'; queueId: number | null; name: string }) => {
    const contact = await insertContact(server.db, companyId, { name: values.name });
    return insertTicket(server.db, { companyId, contactId: contact.id, whatsappId: connection.id, status: values.status, queueId: values.queueId });
  };
  const open = await ticket({ status: 'open', queueId: staffed.queue!.id, name: 'Aberto' });
  const pending = await ticket({ status: 'pending', queueId: staffed.queue!.id, name: 'Pendente' });
  const elsewhere = await ticket({ status: 'open', queueId: otherQueue.id, name: 'Outra fila' });
  const closed = await ticket({ status: 'closed', queueId: staffed.queue!.id, name: 'Fechado' });
  const tag = async (name: string, kanban: number) => {
    const response = await api('POST', '/tags', staffed.headers.admin, { name, color: '#AA3300', kanban });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>();
  };
  const lane = await tag('Negociação', 1);
  const vip = await tag('VIP', 0);
  return { ...staffed, tickets: { open, pending, elsewhere, closed }, lane, vip };
}

const names = async (headers: Headers, query = '') => {
  const response = await api('GET', `/ticket/kanban${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return ticketListSchema
    .parse(response.json())
    .tickets.map((t) => t.contact.name)
    .sort();
};

describe('GET /ticket/kanban', () => {
  it(routeCase('GET /ticket/kanban', 'success', 'open and pending tickets with their tags; lanes; agents see what the list shows them'), async () => {
    const { headers, tickets, lane, vip } = await board();
    expect(await names(headers.admin)).toEqual(['Aberto', 'Outra fila', 'Pendente']);
    expect(await names(headers.agent)).toEqual(['Aberto', 'Pendente']);
    expect((await api('PUT', `/ticket-tags/${tickets.open.id}/${lane.id}`, headers.admin)).statusCode).toBe(200);
    expect((await api('PUT', `/ticket-tags/${tickets.pending.id}/${vip.id}`, headers.admin)).statusCode).toBe(200);
    // 'Em aberto' holds the tickets without a kanban tag, an ordinary tag notwithstanding.
    expect(await names(headers.admin, '?lane=open')).toEqual(['Outra fila', 'Pendente']);
    expect(await names(headers.admin, `?lane=${lane.id}`)).toEqual(['Aberto']);
    expect(await names(headers.agent, `?lane=${lane.id}&queueIds=[]&teste=true`)).toEqual(['Aberto']);
    const page = ticketListSchema.parse((await api('GET', `/ticket/kanban?lane=${lane.id}`, headers.admin)).json());
    expect(page.tickets[0]!.tags.map((t) => t.id)).toEqual([lane.id]);
    expect(page).toMatchObject({ count: 1, hasMore: false });
  });

  it(routeCase('GET /ticket/kanban', '400', 'a lane that is neither open nor an id'), async () => {
    const { headers } = await board();
    expect((await api('GET', '/ticket/kanban?lane=closed', headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /ticket/kanban', '403', 'the plan has no kanban'), async () => {
    const { headers } = await board({ useKanban: false });
    const response = await api('GET', '/ticket/kanban', headers.agent);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });

  it(routeCase('GET /ticket/kanban', '401'), async () => {
    expect((await api('GET', '/ticket/kanban', {})).statusCode).toBe(401);
  });

  it('another company’s tickets never appear', async () => {
    const mine = await board();
    await board();
    expect(await names(mine.headers.admin)).toEqual(['Aberto', 'Outra fila', 'Pendente']);
  });

  notApplicable('GET /ticket/kanban', '404', 'a list names no record');
});

describe('moving a card', () => {
  it(routeCase('PUT /ticket-tags/{ticketId}/{tagId}', 'success', 'adds the lane’s tag and tells every board'), async () => {
    const { headers, tickets, lane, company } = await board();
    const events = await sentDuring(server, { companyId: company.id }, async () => {
      const response = await api('PUT', `/ticket-tags/${tickets.open.id}/${lane.id}`, headers.agent);
      expect(response.statusCode, response.body).toBe(200);
      expect(ticketSchema.parse(response.json()).tags.map((t) => t.id)).toEqual([lane.id]);
    });
    const updates = events.map((e) => e.payload as { action: string; ticket?: Ticket; tag?: { id: number; ticketsCount: number } });
    expect(updates.some((p) => p.action === 'update' && p.ticket?.id === tickets.open.id && p.ticket.tags.some((t) => t.id === lane.id))).toBe(true);
    expect(updates.some((p) => p.tag?.id === lane.id && p.tag.ticketsCount === 1)).toBe(true);
  });

  it(routeCase('DELETE /ticket-tags/{ticketId}', 'success', 'removes the kanban tags only, and tells every board'), async () => {
    const { headers, tickets, lane, vip, company } = await board();
    await api('PUT', `/ticket-tags/${tickets.open.id}/${lane.id}`, headers.admin);
    await api('PUT', `/ticket-tags/${tickets.open.id}/${vip.id}`, headers.admin);
    const events = await sentDuring(server, { companyId: company.id, channel: 'ticket' }, async () => {
      const response = await api('DELETE', `/ticket-tags/${tickets.open.id}`, headers.agent);
      expect(response.statusCode, response.body).toBe(200);
      expect(ticketSchema.parse(response.json()).tags.map((t) => t.id)).toEqual([vip.id]);
    });
    expect(events.some((e) => (e.payload as { ticket?: Ticket }).ticket?.tags.map((t) => t.id).join() === String(vip.id))).toBe(true);
    // Nothing left to remove: nobody is told.
    expect(await sentDuring(server, { companyId: company.id, channel: 'ticket' }, () => api('DELETE', `/ticket-tags/${tickets.open.id}`, headers.agent))).toEqual([]);
  });

  it(routeCase('PUT /ticket-tags/{ticketId}/{tagId}', '404', 'another company’s ticket or tag'), async () => {
    const mine = await board();
    const other = await board();
    expect((await api('PUT', `/ticket-tags/${other.tickets.open.id}/${mine.lane.id}`, mine.headers.admin)).statusCode).toBe(404);
    expect((await api('PUT', `/ticket-tags/${mine.tickets.open.id}/${other.lane.id}`, mine.headers.admin)).statusCode).toBe(404);
  });

  it(routeCase('DELETE /ticket-tags/{ticketId}', '404', 'another company’s ticket'), async () => {
    const mine = await board();
    const other = await board();
    expect((await api('DELETE', `/ticket-tags/${other.tickets.open.id}`, mine.headers.admin)).statusCode).toBe(404);
  });

  it(routeCase('PUT /ticket-tags/{ticketId}/{tagId}', '403', 'a ticket of a queue the agent is not in; a plan without kanban'), async () => {
    const { headers, tickets, lane } = await board();
    expect((await api('PUT', `/ticket-tags/${tickets.elsewhere.id}/${lane.id}`, headers.agent)).statusCode).toBe(403);
    const gated = await board({ useKanban: false });
    expect((await api('PUT', `/ticket-tags/${gated.tickets.open.id}/${gated.lane.id}`, gated.headers.admin)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /ticket-tags/{ticketId}', '403', 'a ticket of a queue the agent is not in'), async () => {
    const { headers, tickets } = await board();
    expect((await api('DELETE', `/ticket-tags/${tickets.elsewhere.id}`, headers.agent)).statusCode).toBe(403);
  });

  it(routeCase('PUT /ticket-tags/{ticketId}/{tagId}', '400', 'ids that are no ids'), async () => {
    const { headers } = await board();
    expect((await api('PUT', '/ticket-tags/abc/1', headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /ticket-tags/{ticketId}', '400', 'an id that is no id'), async () => {
    const { headers } = await board();
    expect((await api('DELETE', '/ticket-tags/0', headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('PUT /ticket-tags/{ticketId}/{tagId}', '401'), async () => {
    expect((await api('PUT', '/ticket-tags/1/1', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /ticket-tags/{ticketId}', '401'), async () => {
    expect((await api('DELETE', '/ticket-tags/1', {})).statusCode).toBe(401);
  });
});
