import { sentDuring } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { companyEvent, tagSchema, ticketSchema, type Profile, type Ticket } from '@prosa/contract';
import { tags, ticketTags } from '../../db/schema/index.js';
import { rooms } from '../../realtime/rooms.js';
import { insertConnection, insertContact, insertTicket } from '../../test/conversation-factories.js';
import { createCompany, createQueue, createUser, unique } from '../../test/factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';
import type { Headers } from './tag-test-helpers.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.close();
});

const sync = (headers: Headers, payload: object) => server.app.inject({ method: 'POST', url: '/tags/sync', headers, payload });

/** A company whose `ticket` sits in `queue`: `agent` works there, `outsider` only in another queue. */
async function world() {
  const company = await createCompany(server.db);
  const [queue, otherQueue] = await Promise.all([createQueue(server.db, company.id), createQueue(server.db, company.id)]);
  const member = async (profile: Profile, queueIds: number[] = []) => {
    const user = await createUser(server.db, company.id, { profile, queueIds });
    const session = await loginAs(server, user.email);
    return { id: user.id, token: session.token, headers: session.headers as Headers };
  };
  const [admin, agent, outsider] = await Promise.all([member('admin'), member('user', [queue.id]), member('user', [otherQueue.id])]);
  const connection = await insertConnection(server.db, company.id);
  const contact = await insertContact(server.db, company.id);
  const ticket = await insertTicket(server.db, { companyId: company.id, contactId: contact.id, whatsappId: connection.id, queueId: queue.id, status: 'open', userId: agent.id });
  const tag = async (name: string) => (await server.db.insert(tags).values({ companyId: company.id, name: `${name} ${unique()}`, color: '#123456' }).returning())[0]!;
  return { company, admin, agent, outsider, ticket, tag };
}

const tagIdsOf = async (ticketId: number) => (await server.db.select({ tagId: ticketTags.tagId }).from(ticketTags).where(eq(ticketTags.ticketId, ticketId))).map((row) => row.tagId).sort((a, b) => a - b);
const link = (ticketId: number, ...tagIds: number[]) => server.db.insert(ticketTags).values(tagIds.map((tagId) => ({ ticketId, tagId })));

describe('POST /tags/sync', () => {
  it(routeCase('POST /tags/sync', 'success', 'replaces the ticket’s tags (whole tags or ids, duplicates tolerated), answers the ticket, re-sends the changed tags’ counts'), async () => {
    const { company, agent, ticket, tag } = await world();
    const [old, kept, fresh] = [await tag('A antiga'), await tag('B mantida'), await tag('C nova')];
    await link(ticket.id, old.id, kept.id);
    let answer: Ticket | undefined;
    const events = await sentDuring(server, { companyId: company.id, channel: 'tag' }, async () => {
      const response = await sync(agent.headers, { ticketId: ticket.id, tags: [{ id: kept.id, name: kept.name, color: kept.color }, fresh.id, String(fresh.id), { id: fresh.id }] });
      expect(response.statusCode, response.body).toBe(200);
      answer = ticketSchema.parse(response.json());
    });
    expect(answer).toMatchObject({ id: ticket.id, tags: [{ id: kept.id, name: kept.name, color: kept.color }, { id: fresh.id, name: fresh.name, color: fresh.color }] });
    expect(await tagIdsOf(ticket.id)).toEqual([kept.id, fresh.id].sort((a, b) => a - b));
    const counts = Object.fromEntries(
      events.map((event) => {
        const payload = event.payload as { action: string; tag: unknown };
        const tag = tagSchema.parse(payload.tag);
        return [tag.id, [event.to, payload.action, tag.ticketsCount]];
      }),
    );
    expect(counts).toEqual({ [old.id]: ['company', 'update', 0], [fresh.id]: ['company', 'update', 1] });
  });

  it('an empty list clears the ticket’s tags', async () => {
    const { agent, ticket, tag } = await world();
    await link(ticket.id, (await tag('Um')).id, (await tag('Dois')).id);
    const response = await sync(agent.headers, { ticketId: ticket.id, tags: [] });
    expect(ticketSchema.parse(response.json()).tags).toEqual([]);
    expect(await tagIdsOf(ticket.id)).toEqual([]);
  });

  it('an admin socket following the ticket’s status hears the ticket update with its new tags', async () => {
    const { company, admin, ticket, tag } = await world();
    const vip = await tag('VIP');
    const socket = connect(server.url!, { transports: ['websocket'], auth: { token: admin.token }, reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('ready', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.emit('joinTickets', 'open');
    await waitFor(async () => (await server.io.in(rooms.status(company.id, 'open')).fetchSockets()).length === 1, { what: 'the admin socket in the open room' });
    const heard = new Promise<{ action: string; ticket: Ticket }>((resolve) => socket.once(companyEvent(company.id, 'ticket'), resolve));
    expect((await sync(admin.headers, { ticketId: ticket.id, tags: [vip.id] })).statusCode).toBe(200);
    const event = await heard;
    expect(event.action).toBe('update');
    expect(ticketSchema.parse(event.ticket)).toMatchObject({ id: ticket.id, tags: [{ id: vip.id, name: vip.name }] });
  });

  it(routeCase('POST /tags/sync', '400', 'ticketId and a tags array are required; ids are numbers'), async () => {
    const { agent, ticket } = await world();
    const issues = async (payload: object) => {
      const response = await sync(agent.headers, payload);
      expect(response.statusCode).toBe(400);
      return response.json().issues as Record<string, string>;
    };
    expect(await issues({ tags: [] })).toEqual({ ticketId: 'Required' });
    expect(await issues({ ticketId: ticket.id })).toEqual({ tags: 'Required' });
    expect(Object.keys(await issues({ ticketId: ticket.id, tags: 'VIP' }))).toEqual(['tags']);
    expect(Object.keys(await issues({ ticketId: ticket.id, tags: [{ name: 'sem id' }] }))).toEqual(['tags.0']);
  });

  it(routeCase('POST /tags/sync', '401'), async () => {
    expect((await sync({}, { ticketId: 1, tags: [] })).statusCode).toBe(401);
  });

  it(routeCase('POST /tags/sync', '404', 'another company’s tag fails the whole sync and changes nothing; so does another company’s ticket'), async () => {
    const mine = await world();
    const other = await world();
    const [kept, wanted] = [await mine.tag('Mantida'), await mine.tag('Pedida')];
    const foreign = await other.tag('Estrangeira');
    await link(mine.ticket.id, kept.id);
    const response = await sync(mine.admin.headers, { ticketId: mine.ticket.id, tags: [wanted.id, foreign.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_TAG_FOUND');
    expect(await tagIdsOf(mine.ticket.id)).toEqual([kept.id]);
    const foreignTicket = await sync(mine.admin.headers, { ticketId: other.ticket.id, tags: [] });
    expect(foreignTicket.statusCode).toBe(404);
    expect(foreignTicket.json().error).toBe('ERR_NO_TICKET_FOUND');
  });

  it(routeCase('POST /tags/sync', '403', 'a ticket in a queue the caller lacks keeps its tags'), async () => {
    const { outsider, ticket, tag } = await world();
    const kept = await tag('Fica');
    await link(ticket.id, kept.id);
    const response = await sync(outsider.headers, { ticketId: ticket.id, tags: [] });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
    expect(await tagIdsOf(ticket.id)).toEqual([kept.id]);
  });
});
