import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { TICKET_NOTE_MAX, ticketNoteSchema, type Profile } from '@prosa/contract';
import { ticketNotes } from '../../db/schema/index.js';
import { insertConnection, insertContact, insertTicket } from '../../test/conversation-factories.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { NOT_TICKET_CONTACT } from './ticket-notes.service.js';

type Headers = Record<string, string>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const notesSchema = z.array(ticketNoteSchema);

/**
 * A company with two queues: `agent` and `colleague` work in `queue`, `outsider` only in `otherQueue`.
 * `ticket` (in `queue`) and `otherTicket` (in `otherQueue`) belong to the same contact.
 */
async function world() {
  const company = await createCompany(server.db);
  const [queue, otherQueue] = await Promise.all([createQueue(server.db, company.id), createQueue(server.db, company.id)]);
  const member = async (profile: Profile, queueIds: number[] = []) => {
    const user = await createUser(server.db, company.id, { profile, queueIds });
    return { id: user.id, name: user.name, headers: (await loginAs(server, user.email)).headers as Headers };
  };
  const [admin, agent, colleague, outsider] = await Promise.all([member('admin'), member('user', [queue.id]), member('user', [queue.id]), member('user', [otherQueue.id])]);
  const connection = await insertConnection(server.db, company.id);
  const contact = await insertContact(server.db, company.id);
  const ticket = await insertTicket(server.db, { companyId: company.id, contactId: contact.id, whatsappId: connection.id, queueId: queue.id, status: 'open', userId: agent.id });
  const otherTicket = await insertTicket(server.db, { companyId: company.id, contactId: contact.id, whatsappId: connection.id, queueId: otherQueue.id, status: 'closed' });
  return { company, admin, agent, colleague, outsider, contact, ticket, otherTicket };
}

async function addNote(headers: Headers, ticket: { id: number; contactId: number }, note = 'Cliente pediu retorno') {
  const response = await api('POST', '/ticket-notes', headers, { note, ticketId: ticket.id, contactId: ticket.contactId });
  expect(response.statusCode, response.body).toBe(200);
  return ticketNoteSchema.parse(response.json());
}

const storedNotes = (ticketId: number) => server.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticketId));

describe('POST /ticket-notes', () => {
  it(routeCase('POST /ticket-notes', 'success', 'the trimmed note, by the caller, on the ticket and its contact'), async () => {
    const { agent, ticket } = await world();
    const response = await api('POST', '/ticket-notes', agent.headers, { note: '  Ligar amanhã  ', ticketId: ticket.id, contactId: ticket.contactId });
    expect(response.statusCode).toBe(200);
    const note = ticketNoteSchema.parse(response.json());
    expect(note).toMatchObject({ note: 'Ligar amanhã', ticketId: ticket.id, contactId: ticket.contactId, userId: agent.id, user: { id: agent.id, name: agent.name } });
    expect(note.createdAt).toBe(server.clock.now().toISOString());
    const [stored] = await storedNotes(ticket.id);
    expect(stored).toMatchObject({ id: note.id, note: 'Ligar amanhã', userId: agent.id, companyId: ticket.companyId });
  });

  it('contactId may be left out (the ticket names its contact); ids may arrive as digits', async () => {
    const { agent, ticket } = await world();
    const response = await api('POST', '/ticket-notes', agent.headers, { note: 'ok', ticketId: String(ticket.id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(ticketNoteSchema.parse(response.json())).toMatchObject({ note: 'ok', ticketId: ticket.id, contactId: ticket.contactId });
  });

  it(routeCase('POST /ticket-notes', '400', 'note required and at least 2 characters (seed 000 §5), ticketId required, contactId the ticket’s'), async () => {
    const { agent, ticket, company } = await world();
    const post = (payload: object) => api('POST', '/ticket-notes', agent.headers, payload);
    const issues = async (payload: object) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('ERR_VALIDATION');
      return response.json().issues as Record<string, string>;
    };
    expect(await issues({ ticketId: ticket.id })).toEqual({ note: 'Required' });
    expect(await issues({ note: '   ', ticketId: ticket.id })).toEqual({ note: 'Required' });
    expect(await issues({ note: ' a ', ticketId: ticket.id })).toEqual({ note: 'Too Short!' });
    expect(await issues({ note: 'x'.repeat(TICKET_NOTE_MAX + 1), ticketId: ticket.id })).toEqual({ note: 'Too Long!' });
    expect(await issues({ note: 'Boa nota' })).toEqual({ ticketId: 'Required' });
    expect(await issues({ note: 'Boa nota', ticketId: 'abc' })).toEqual({ ticketId: 'Invalid id' });
    const stranger = await insertContact(server.db, company.id);
    expect(await issues({ note: 'Boa nota', ticketId: ticket.id, contactId: stranger.id })).toEqual({ contactId: NOT_TICKET_CONTACT });
    expect(await storedNotes(ticket.id)).toEqual([]);
  });

  it(routeCase('POST /ticket-notes', '401'), async () => {
    expect((await api('POST', '/ticket-notes', {}, { note: 'Nota', ticketId: 1 })).statusCode).toBe(401);
  });

  it(routeCase('POST /ticket-notes', '404', 'another company’s ticket is not found and gets no note'), async () => {
    const mine = await world();
    const other = await world();
    const response = await api('POST', '/ticket-notes', mine.admin.headers, { note: 'Invasão', ticketId: other.ticket.id, contactId: other.ticket.contactId });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_TICKET_FOUND');
    expect(await storedNotes(other.ticket.id)).toEqual([]);
  });

  it(routeCase('POST /ticket-notes', '403', 'a ticket in a queue the caller lacks'), async () => {
    const { outsider, ticket } = await world();
    const response = await api('POST', '/ticket-notes', outsider.headers, { note: 'Não devia', ticketId: ticket.id, contactId: ticket.contactId });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
    expect(await storedNotes(ticket.id)).toEqual([]);
  });
});

describe('GET /ticket-notes/list', () => {
  it(routeCase('GET /ticket-notes/list', 'success', 'a bare array of the ticket’s notes, newest first, with their authors'), async () => {
    const { agent, colleague, ticket, otherTicket, admin } = await world();
    const first = await addNote(agent.headers, ticket, 'primeira');
    server.clock.advance(60_000);
    const second = await addNote(colleague.headers, ticket, 'segunda');
    await addNote(admin.headers, otherTicket, 'em outro ticket');
    const response = await api('GET', `/ticket-notes/list?ticketId=${ticket.id}&contactId=${ticket.contactId}`, agent.headers);
    expect(response.statusCode).toBe(200);
    const list = notesSchema.parse(response.json());
    expect(list.map((note) => [note.id, note.note, note.user?.name])).toEqual([
      [second.id, 'segunda', colleague.name],
      [first.id, 'primeira', agent.name],
    ]);
    expect(notesSchema.parse((await api('GET', `/ticket-notes/list?ticketId=${ticket.id}`, agent.headers)).json())).toEqual(list);
  });

  it('with only contactId: the contact’s notes across the tickets the caller may see', async () => {
    const { agent, outsider, admin, ticket, otherTicket, contact } = await world();
    const onTicket = await addNote(agent.headers, ticket, 'na fila do agente');
    server.clock.advance(1_000);
    const onOther = await addNote(admin.headers, otherTicket, 'na outra fila');
    const list = async (headers: Headers) => notesSchema.parse((await api('GET', `/ticket-notes/list?contactId=${contact.id}`, headers)).json()).map((note) => note.id);
    expect(await list(admin.headers)).toEqual([onOther.id, onTicket.id]);
    expect(await list(agent.headers)).toEqual([onTicket.id]);
    expect(await list(outsider.headers)).toEqual([onOther.id]);
  });

  it('another company’s notes are never listed', async () => {
    const mine = await world();
    const other = await world();
    await addNote(other.admin.headers, other.ticket, 'segredo');
    const byTicket = await api('GET', `/ticket-notes/list?ticketId=${other.ticket.id}`, mine.admin.headers);
    expect(byTicket.statusCode).toBe(404);
    expect(byTicket.json().error).toBe('ERR_NO_TICKET_FOUND');
    const byContact = await api('GET', `/ticket-notes/list?contactId=${other.contact.id}`, mine.admin.headers);
    expect(byContact.statusCode).toBe(404);
    expect(byContact.json().error).toBe('ERR_NO_CONTACT_FOUND');
    // Naming one's own ticket with the other company's contact finds nothing either.
    const mixed = await api('GET', `/ticket-notes/list?ticketId=${mine.ticket.id}&contactId=${other.contact.id}`, mine.admin.headers);
    expect(notesSchema.parse(mixed.json())).toEqual([]);
  });

  it(routeCase('GET /ticket-notes/list', '400', 'a ticket or a contact must be named, as numbers'), async () => {
    const { agent } = await world();
    const none = await api('GET', '/ticket-notes/list', agent.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual({ ticketId: 'Required' });
    expect((await api('GET', '/ticket-notes/list?ticketId=abc', agent.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /ticket-notes/list', '401'), async () => {
    expect((await api('GET', '/ticket-notes/list?ticketId=1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /ticket-notes/list', '404', 'another company’s ticket'), async () => {
    const mine = await world();
    const other = await world();
    const response = await api('GET', `/ticket-notes/list?ticketId=${other.ticket.id}&contactId=${other.contact.id}`, mine.agent.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_TICKET_FOUND');
  });

  it(routeCase('GET /ticket-notes/list', '403', 'the notes of a ticket in a queue the caller lacks'), async () => {
    const { agent, outsider, ticket } = await world();
    await addNote(agent.headers, ticket);
    const response = await api('GET', `/ticket-notes/list?ticketId=${ticket.id}`, outsider.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
  });
});

describe('DELETE /ticket-notes/{id}', () => {
  it(routeCase('DELETE /ticket-notes/{id}', 'success', 'the author deletes their note; an admin deletes anyone’s'), async () => {
    const { agent, colleague, admin, ticket } = await world();
    const own = await addNote(agent.headers, ticket, 'minha');
    const theirs = await addNote(colleague.headers, ticket, 'do colega');
    const kept = await addNote(colleague.headers, ticket, 'fica');
    const response = await api('DELETE', `/ticket-notes/${own.id}`, agent.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Ticket note deleted' });
    expect((await api('DELETE', `/ticket-notes/${theirs.id}`, admin.headers)).statusCode).toBe(200);
    expect((await storedNotes(ticket.id)).map((note) => note.id)).toEqual([kept.id]);
  });

  it(routeCase('DELETE /ticket-notes/{id}', '400', 'the id is a number'), async () => {
    const { agent } = await world();
    expect((await api('DELETE', '/ticket-notes/abc', agent.headers)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /ticket-notes/{id}', '401'), async () => {
    expect((await api('DELETE', '/ticket-notes/1', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /ticket-notes/{id}', '403', 'a note of user A cannot be deleted by user B (not an admin), even on a ticket B sees'), async () => {
    const { agent, colleague, ticket } = await world();
    const note = await addNote(agent.headers, ticket);
    const response = await api('DELETE', `/ticket-notes/${note.id}`, colleague.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
    expect((await storedNotes(ticket.id)).map((row) => row.id)).toEqual([note.id]);
  });

  it(routeCase('DELETE /ticket-notes/{id}', '404', 'another company’s note is not found and stays'), async () => {
    const mine = await world();
    const other = await world();
    const note = await addNote(other.agent.headers, other.ticket);
    const response = await api('DELETE', `/ticket-notes/${note.id}`, mine.admin.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_TICKET_NOTE_FOUND');
    expect((await storedNotes(other.ticket.id)).map((row) => row.id)).toEqual([note.id]);
  });
});
