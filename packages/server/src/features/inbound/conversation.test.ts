import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, tickets, ticketTransitions, userRatings } from '../../db/schema/index.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
});
afterAll(() => server.close());

const ticketsOf = (companyId: number) => server.db.select().from(tickets).where(eq(tickets.companyId, companyId));

describe('a whole conversation through the simulator', () => {
  it('inbound → menu → queue → accept with greeting → signed reply → acks → transfer → resolve with rating → 3 → completion → new ticket', async () => {
    const kit = await conversationCompany(server, { complationMessage: 'Obrigado, {{firstName}}!', ratingMessage: 'Avalie nosso atendimento' });
    await kit.setting('sendGreetingAccepted', 'enabled');
    await kit.setting('sendMsgTransfTicket', 'enabled');
    await kit.setting('userRating', 'enabled');
    const customer = '5511977776666';

    // 1. The first message opens a pending ticket with an unread count, and the bot shows the menu.
    await kit.inbound(customer, 'Oi, bom dia');
    let [ticket] = await ticketsOf(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', queueId: null, userId: null, unreadMessages: 1, lastMessage: expect.any(String) });
    const menu = await kit.sent();
    expect(menu).toHaveLength(1);
    expect(menu[0]!.to).toBe(customer);
    expect(menu[0]!.body).toContain('Olá Maria! Escolha:');
    expect(menu[0]!.body).toContain(`*[ 1 ]* - ${kit.queues.sales.name}`);
    expect(menu[0]!.body).toContain(`*[ 2 ]* - ${kit.queues.support.name}`);

    // 2. Choosing 1 puts the ticket in Vendas and greets with the queue's text.
    await kit.inbound(customer, '1');
    [ticket] = await ticketsOf(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, unreadMessages: 2 });
    expect((await kit.sent()).map((m) => m.body)).toEqual(['Bem-vindo às vendas']);

    // The agent of Vendas sees it pending; the agent of Suporte does not.
    const pending = (await kit.api('GET', '/tickets?status=pending', kit.agent)).json();
    expect(pending.tickets.map((t: { id: number }) => t.id)).toEqual([ticket!.id]);
    expect((await kit.api('GET', '/tickets?status=pending', kit.other)).json().tickets).toEqual([]);

    // 3. Accept: open, the agent assigned, the greeting naming the agent sent by the server.
    const accepted = await kit.api('PUT', `/tickets/${ticket!.id}`, kit.agent, { status: 'open', userId: kit.users.agent.id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'open', userId: kit.users.agent.id, user: { name: 'Bruno' }, unreadMessages: 0 });
    await server.runJobs();
    const greeting = await kit.sent();
    expect(greeting).toHaveLength(1);
    expect(greeting[0]!.body).toMatch(/\*Maria Souza\*, meu nome é \*Bruno\* e agora vou prosseguir com seu atendimento!$/);

    // 4. The agent's signed reply is stored pending at once, then sent exactly as given.
    const reply = await kit.api('POST', `/messages/${ticket!.id}`, kit.agent, { body: '*Bruno:*\nComo posso ajudar?', read: true, fromMe: true });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ body: '*Bruno:*\nComo posso ajudar?', fromMe: true, ack: 0, sendStatus: 'pending', isAutomatic: false, user: { id: kit.users.agent.id, name: 'Bruno' } });
    await server.runJobs();
    const signed = await kit.sent();
    expect(signed.map((m) => m.body)).toEqual(['*Bruno:*\nComo posso ajudar?']);
    const [stored] = await server.db.select().from(messages).where(eq(messages.id, reply.json().id));
    expect(stored).toMatchObject({ sendStatus: 'sent', providerMessageId: signed[0]!.id });

    // 5. Acks from WhatsApp move the message forward, never back.
    for (const ack of [3, 4, 2]) {
      expect((await kit.api('POST', `/simulator/${kit.whatsappId}/ack`, kit.admin, { id: signed[0]!.id, ack })).statusCode).toBe(202);
    }
    await server.runJobs();
    const [acked] = await server.db.select().from(messages).where(eq(messages.id, reply.json().id));
    expect(acked!.ack).toBe(4);

    // 6. Transfer to Suporte without a user: pending there, the transfer notice sent.
    const transferred = await kit.api('PUT', `/tickets/${ticket!.id}`, kit.agent, { queueId: kit.queues.support.id, userId: null, status: 'pending' });
    expect(transferred.statusCode).toBe(200);
    expect(transferred.json()).toMatchObject({ status: 'pending', userId: null, queueId: kit.queues.support.id });
    await server.runJobs();
    expect((await kit.sent()).map((m) => m.body)).toEqual([expect.stringContaining(`Você foi transferido para o departamento *${kit.queues.support.name}*`)]);

    // 7. Carla (Suporte) accepts and resolves: with rating on, the survey goes out and the ticket closes.
    expect((await kit.api('PUT', `/tickets/${ticket!.id}`, kit.other, { status: 'open', userId: kit.users.other.id })).statusCode).toBe(200);
    const resolved = await kit.api('PUT', `/tickets/${ticket!.id}`, kit.other, { status: 'closed', userId: kit.users.other.id, useIntegration: false, promptId: false, integrationId: false });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'closed', useIntegration: false, promptId: null, integrationId: null });
    await server.runJobs();
    const survey = await kit.sent();
    expect(survey.map((m) => m.body)).toEqual([expect.stringContaining('meu nome é *Carla*'), expect.stringMatching(/^Avalie nosso atendimento[\s\S]*Digite de 1 à 3/)]);

    // 8. The customer answers 3: rated against Carla, the completion message follows, no new ticket.
    await kit.inbound(customer, '3');
    const [rating] = await server.db.select().from(userRatings).where(eq(userRatings.ticketId, ticket!.id));
    expect(rating).toMatchObject({ rate: 3, userId: kit.users.other.id });
    expect((await kit.sent()).map((m) => m.body)).toEqual(['Obrigado, Maria!']);
    expect(await ticketsOf(kit.company.id)).toHaveLength(1);

    // 9. A later message opens a new pending ticket; the old one stays closed with its history.
    await kit.inbound(customer, 'Voltei com outra dúvida');
    const all = await ticketsOf(kit.company.id);
    expect(all).toHaveLength(2);
    const fresh = all.find((t) => t.id !== ticket!.id)!;
    expect(fresh).toMatchObject({ status: 'pending', queueId: null, userId: null, unreadMessages: 1 });

    // Every automatic text is in history as automatic; the transitions tell the story.
    const automatic = await server.db.select().from(messages).where(and(eq(messages.ticketId, ticket!.id), eq(messages.isAutomatic, true)));
    // menu, queue greeting, two accept greetings, transfer notice, survey, completion
    expect(automatic.length).toBe(7);
    const story = await server.db.select({ action: ticketTransitions.action }).from(ticketTransitions).where(eq(ticketTransitions.ticketId, ticket!.id)).orderBy(ticketTransitions.id);
    expect(story.map((row) => row.action)).toEqual(['create', 'bot-queue', 'accept', 'transfer', 'accept', 'resolve']);

    // The conversation screen shows the history across both tickets, newest page first.
    const history = (await kit.api('GET', `/messages/${fresh.id}?pageNumber=1`, kit.admin)).json();
    expect(history.ticket.id).toBe(fresh.id);
    expect(history.count).toBeGreaterThan(10);
    expect(history.messages.at(-2)).toMatchObject({ body: 'Voltei com outra dúvida', ticketId: fresh.id, fromMe: false });
    expect(history.messages.at(-1)).toMatchObject({ ticketId: fresh.id, fromMe: true, isAutomatic: true, body: expect.stringContaining('Escolha:') });
    expect(history.messages.some((m: { ticketId: number }) => m.ticketId === ticket!.id)).toBe(true);
  });

  it("automatic texts follow the company's language: accept greeting, transfer notice, rating prompt", async () => {
    const kit = await conversationCompany(server, { ratingMessage: 'How did we do?' });
    await kit.setting('language', 'en');
    await kit.setting('sendGreetingAccepted', 'enabled');
    await kit.setting('sendMsgTransfTicket', 'enabled');
    await kit.setting('userRating', 'enabled');
    await kit.inbound('5511977770001', 'Hi');
    await kit.inbound('5511977770001', '1');
    await kit.sent();
    const [ticket] = await ticketsOf(kit.company.id);
    await kit.api('PUT', `/tickets/${ticket!.id}`, kit.agent, { status: 'open', userId: kit.users.agent.id });
    await server.runJobs();
    expect((await kit.sent()).map((m) => m.body)).toEqual([expect.stringMatching(/^Good (morning|afternoon|evening)|^Hello/)]);
    await kit.api('PUT', `/tickets/${ticket!.id}`, kit.agent, { queueId: kit.queues.support.id, userId: null, status: 'pending' });
    await server.runJobs();
    expect((await kit.sent()).map((m) => m.body)).toEqual([`*Automatic message*:\nYou have been transferred to the *${kit.queues.support.name}* department\nplease wait, we will be with you shortly!`]);
    await kit.api('PUT', `/tickets/${ticket!.id}`, kit.other, { status: 'open', userId: kit.users.other.id });
    await kit.api('PUT', `/tickets/${ticket!.id}`, kit.other, { status: 'closed' });
    await server.runJobs();
    expect((await kit.sent()).map((m) => m.body).at(-1)).toBe('How did we do?\n\nType 1 to 3 to rate our service:\n*1* - _Unsatisfied_\n*2* - _Satisfied_\n*3* - _Very satisfied_');
  });

  it('the preview shows what a person wrote, never hidden by an automatic text, with the ack of our own message', async () => {
    const kit = await conversationCompany(server, { queues: 'one' });
    await kit.setting('sendGreetingAccepted', 'enabled');
    await kit.inbound('5511977770002', 'Preciso da segunda via do boleto');
    expect((await kit.sent()).map((m) => m.body)).toContain('Olá Maria! Escolha:');
    const listed = async () => (await kit.api('GET', '/tickets?status=pending', kit.admin)).json().tickets[0];
    expect(await listed()).toMatchObject({ lastMessage: 'Preciso da segunda via do boleto', lastMessageAck: null, fromMe: true });
    const [ticket] = await ticketsOf(kit.company.id);
    await kit.api('PUT', `/tickets/${ticket!.id}`, kit.agent, { status: 'open', userId: kit.users.agent.id });
    await server.runJobs();
    expect((await kit.sent()).map((m) => m.body)).toEqual([expect.stringContaining('meu nome é *Bruno*')]);
    const opened = async () => (await kit.api('GET', `/tickets/${ticket!.id}`, kit.admin)).json();
    expect(await opened()).toMatchObject({ lastMessage: 'Preciso da segunda via do boleto', lastMessageAck: null });
    const reply = (await kit.api('POST', `/messages/${ticket!.id}`, kit.agent, { body: '*Bruno:*\nSegue o boleto' })).json();
    expect(await opened()).toMatchObject({ lastMessage: '*Bruno:*\nSegue o boleto', lastMessageId: reply.id, lastMessageAck: 0 });
    await server.runJobs();
    const [sent] = await kit.sent();
    await kit.api('POST', `/simulator/${kit.whatsappId}/ack`, kit.admin, { id: sent!.id, ack: 4 });
    await server.runJobs();
    expect(await opened()).toMatchObject({ lastMessage: '*Bruno:*\nSegue o boleto', lastMessageAck: 4 });
    // A transfer notice (automatic) leaves the agent's message in the preview.
    await kit.setting('sendMsgTransfTicket', 'enabled');
    await kit.api('PUT', `/tickets/${ticket!.id}`, kit.admin, { queueId: kit.queues.support.id, userId: null, status: 'pending' });
    await server.runJobs();
    expect((await kit.sent()).map((m) => m.body)).toEqual([expect.stringContaining('transferido')]);
    expect(await opened()).toMatchObject({ lastMessage: '*Bruno:*\nSegue o boleto', lastMessageId: reply.id, lastMessageAck: 4 });
  });

  it('the same inbound id delivered twice is stored once', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511966665555', 'Olá', { id: 'SIM-dup-1' });
    await kit.inbound('5511966665555', 'Olá', { id: 'SIM-dup-1' });
    const rows = await server.db.select().from(messages).where(and(eq(messages.companyId, kit.company.id), eq(messages.fromMe, false)));
    expect(rows).toHaveLength(1);
    expect(await ticketsOf(kit.company.id)).toHaveLength(1);
  });
});
