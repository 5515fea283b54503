import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { WEEKDAYS_EN, WEEKDAYS_PT, type WeekScheduleEntry } from '@prosa/contract';
import { companies, messages, queues, tickets, ticketTransitions } from '../../db/schema/index.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { createQueue } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * The bot through the simulator: a customer writes, jobs run, and
 * the test reads what reached the simulated phone, the stored rows and the API.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
});
afterAll(() => server.close());

type Kit = Awaited<ReturnType<typeof conversationCompany>>;
const MINUTE = 60_000;
/** Read once, so a run crossing midnight still counts days from one date. */
const TODAY = Date.now();

async function onlyTicket(companyId: number) {
  const rows = await server.db.select().from(tickets).where(eq(tickets.companyId, companyId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function sentBodies(kit: Kit): Promise<string[]> {
  return (await kit.sent()).map((message) => message.body);
}

async function actions(ticketId: number) {
  const rows = await server.db.select().from(ticketTransitions).where(eq(ticketTransitions.ticketId, ticketId)).orderBy(asc(ticketTransitions.id));
  return rows.map((row) => ({ action: row.action, toQueueId: row.toQueueId }));
}

/** The menu as the customer reads it, written out by hand (not by the code under test). */
function menuOf(kit: Kit, heading = 'Olá Maria! Escolha:') {
  return `${heading}\n\n*[ 1 ]* - ${kit.queues.sales.name}\n*[ 2 ]* - ${kit.queues.support.name}`;
}

/** Every weekday open from `start` to `end`, so tests do not depend on the weekday they run on. */
function everyDay(start: string, end: string): WeekScheduleEntry[] {
  return WEEKDAYS_EN.map((weekdayEn, index) => ({ weekday: WEEKDAYS_PT[index]!, weekdayEn, startTime: start, endTime: end }));
}

/**
 * The instant at local `hour:minute` on the `days`-th day after today, in a zone with a fixed UTC
 * offset (São Paulo has had no daylight saving since 2019; Tokyo has none). Close to the real date,
 * so the company's due date and fresh logins stay valid.
 */
function localTime(days: number, hour: number, minute = 0, second = 0, offsetHours = -3): Date {
  const local = new Date(TODAY + offsetHours * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour - offsetHours, minute, second));
}

/** Access tokens live 15 minutes of the test clock: log everyone in again after a long jump. */
async function relogin(kit: Kit): Promise<void> {
  Object.assign(kit.admin, (await loginAs(server, kit.users.admin.email)).headers);
  Object.assign(kit.agent, (await loginAs(server, kit.users.agent.email)).headers);
  Object.assign(kit.other, (await loginAs(server, kit.users.other.email)).headers);
}

describe('queue menu limits (maxUseBotQueues, timeUseBotQueues)', () => {
  it('invalid answers re-send the menu until maxUseBotQueues, then the bot is silent and the ticket waits without a queue', async () => {
    const kit = await conversationCompany(server, { maxUseBotQueues: 3 });
    const customer = '5511911110001';
    await kit.inbound(customer, 'Oi');
    expect(await sentBodies(kit)).toEqual([menuOf(kit)]);
    // Two invalid answers: the menu again each time (the customer has now seen it three times).
    for (const answer of ['quero comprar', '9']) {
      await kit.inbound(customer, answer);
      expect(await sentBodies(kit)).toEqual([menuOf(kit)]);
    }
    // The third invalid answer reaches the limit: no more menus, now or later.
    await kit.inbound(customer, 'alô?');
    expect(await sentBodies(kit)).toEqual([]);
    await kit.inbound(customer, 'tem alguém aí?');
    await kit.inbound(customer, '1');
    expect(await sentBodies(kit)).toEqual([]);

    const ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', queueId: null, userId: null, chatbot: false, botInvalidCount: 3, unreadMessages: 6 });
    const automatic = await server.db.select().from(messages).where(and(eq(messages.ticketId, ticket.id), eq(messages.isAutomatic, true)));
    expect(automatic).toHaveLength(3);
    expect(await actions(ticket.id)).toEqual([{ action: 'create', toQueueId: null }]);
  });

  it('with transferQueueId the ticket goes to that queue when the limit hits, and stays quiet there', async () => {
    const kit = await conversationCompany(server, { maxUseBotQueues: 2 });
    expect((await kit.api('PUT', `/whatsapp/${kit.whatsappId}`, kit.admin, { name: 'Sim transfer', transferQueueId: kit.queues.support.id })).statusCode).toBe(200);
    const customer = '5511911110002';
    await kit.inbound(customer, 'Oi');
    await kit.inbound(customer, 'xyz');
    expect(await sentBodies(kit)).toEqual([menuOf(kit), menuOf(kit)]);
    await kit.inbound(customer, 'abc');
    expect(await sentBodies(kit)).toEqual([]);
    const ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.support.id, chatbot: false, userId: null });
    expect(await actions(ticket.id)).toEqual([
      { action: 'create', toQueueId: null },
      { action: 'auto-transfer', toQueueId: kit.queues.support.id },
    ]);
    // The support agent sees it waiting; later messages get no bot answer and do not move it.
    const pending = (await kit.api('GET', '/tickets?status=pending', kit.other)).json<{ tickets: { id: number }[] }>();
    expect(pending.tickets.map((row) => row.id)).toEqual([ticket.id]);
    await kit.inbound(customer, '1');
    expect(await sentBodies(kit)).toEqual([]);
    expect((await onlyTicket(kit.company.id)).queueId).toBe(kit.queues.support.id);
  });

  it('a transfer queue that is not one of the connection’s menu queues still receives the ticket', async () => {
    const kit = await conversationCompany(server, { maxUseBotQueues: 1 });
    const triage = await createQueue(server.db, kit.company.id, { name: 'Triagem' });
    expect((await kit.api('PUT', `/whatsapp/${kit.whatsappId}`, kit.admin, { name: 'Sim triage', transferQueueId: triage.id })).statusCode).toBe(200);
    const customer = '5511911110003';
    await kit.inbound(customer, 'Oi');
    await kit.inbound(customer, 'nenhuma');
    expect(await sentBodies(kit)).toEqual([menuOf(kit)]);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ queueId: triage.id, chatbot: false });
  });

  it('maxUseBotQueues 0 means no limit: every invalid answer gets the menu', async () => {
    const kit = await conversationCompany(server, { maxUseBotQueues: 0 });
    const customer = '5511911110004';
    await kit.inbound(customer, 'Oi');
    for (let i = 0; i < 6; i += 1) await kit.inbound(customer, `resposta ${i}`);
    expect(await sentBodies(kit)).toEqual(Array.from({ length: 7 }, () => menuOf(kit)));
    // And a valid answer at the end still works.
    await kit.inbound(customer, '2');
    expect(await sentBodies(kit)).toEqual(['Suporte aqui']);
    expect((await onlyTicket(kit.company.id)).queueId).toBe(kit.queues.support.id);
  });

  it('timeUseBotQueues: once the minutes since the bot started have passed, it stays quiet, even for a valid choice', async () => {
    const kit = await conversationCompany(server, { maxUseBotQueues: 0, timeUseBotQueues: 5 });
    const customer = '5511911110005';
    await kit.inbound(customer, 'Oi');
    server.clock.advance(4 * MINUTE);
    await kit.inbound(customer, 'hã?');
    expect(await sentBodies(kit)).toEqual([menuOf(kit), menuOf(kit)]);
    server.clock.advance(MINUTE);
    await kit.inbound(customer, 'ainda estou aqui');
    await kit.inbound(customer, '1');
    expect(await sentBodies(kit)).toEqual([]);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ status: 'pending', queueId: null, chatbot: false });
  });

  it('timeUseBotQueues with transferQueueId: the next message after the time moves the ticket to the transfer queue', async () => {
    const kit = await conversationCompany(server, { maxUseBotQueues: 0, timeUseBotQueues: 5 });
    expect((await kit.api('PUT', `/whatsapp/${kit.whatsappId}`, kit.admin, { name: 'Sim time', transferQueueId: kit.queues.support.id })).statusCode).toBe(200);
    const customer = '5511911110006';
    await kit.inbound(customer, 'Oi');
    server.clock.advance(6 * MINUTE);
    await relogin(kit);
    await kit.inbound(customer, 'oi?');
    expect(await sentBodies(kit)).toEqual([menuOf(kit)]);
    const ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ queueId: kit.queues.support.id, chatbot: false });
    expect((await actions(ticket.id)).at(-1)).toEqual({ action: 'auto-transfer', toQueueId: kit.queues.support.id });
  });
});

describe('option tree', () => {
  async function salesTree(kit: Kit) {
    const create = async (payload: object) => {
      const response = await kit.api('POST', '/queue-options', kit.admin, { queueId: kit.queues.sales.id, ...payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number }>().id;
    };
    const products = await create({ title: 'Produtos', message: 'Qual produto, {{firstName}}?', option: '1' });
    await create({ title: 'Falar com vendedor', message: 'Um vendedor já vem, {{firstName}}.', option: '2' });
    await create({ parentId: products, title: 'Camisetas', message: 'Camisetas custam R$ 50.', option: '1' });
    await create({ parentId: products, title: 'Calças', message: 'Calças custam R$ 90.', option: '2' });
    return { products };
  }
  const ROOT = 'Bem-vindo às vendas\n\n*[ 1 ]* - Produtos\n*[ 2 ]* - Falar com vendedor\n\n*[ # ]* - Menu inicial';
  const PRODUCTS = 'Qual produto, Maria?\n\n*[ 1 ]* - Camisetas\n*[ 2 ]* - Calças\n\n*[ 0 ]* - Menu anterior\n*[ # ]* - Menu inicial';

  it('queue → root options; 1 → child level; 0 → back; # → queue menu; a leaf sends its message and hands over to humans', async () => {
    const kit = await conversationCompany(server, { maxUseBotQueues: 3 });
    const { products } = await salesTree(kit);
    const customer = '5511922220001';
    await kit.inbound(customer, 'Oi');
    expect(await sentBodies(kit)).toEqual([menuOf(kit)]);

    await kit.inbound(customer, '1');
    expect(await sentBodies(kit)).toEqual([ROOT]);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ queueId: kit.queues.sales.id, chatbot: true, queueOptionId: null });

    await kit.inbound(customer, '1');
    expect(await sentBodies(kit)).toEqual([PRODUCTS]);
    expect((await onlyTicket(kit.company.id)).queueOptionId).toBe(products);

    await kit.inbound(customer, '0');
    expect(await sentBodies(kit)).toEqual([ROOT]);
    expect((await onlyTicket(kit.company.id)).queueOptionId).toBeNull();

    await kit.inbound(customer, '#');
    expect(await sentBodies(kit)).toEqual([menuOf(kit)]);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ queueId: null, chatbot: false, queueOptionId: null });

    await kit.inbound(customer, '1');
    await kit.inbound(customer, '1');
    await kit.inbound(customer, '2');
    expect(await sentBodies(kit)).toEqual([ROOT, PRODUCTS, 'Calças custam R$ 90.']);
    const ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, chatbot: false, queueOptionId: null, userId: null });

    // Humans now: nothing the customer types wakes the bot, not even an option number.
    await kit.inbound(customer, '1');
    await kit.inbound(customer, 'obrigada');
    expect(await sentBodies(kit)).toEqual([]);
    expect(await actions(ticket.id)).toEqual([
      { action: 'create', toQueueId: null },
      { action: 'bot-queue', toQueueId: kit.queues.sales.id },
      { action: 'bot-queue', toQueueId: null },
      { action: 'bot-queue', toQueueId: kit.queues.sales.id },
    ]);
    // The sales agent sees it waiting in the queue.
    const pending = (await kit.api('GET', '/tickets?status=pending', kit.agent)).json<{ tickets: { id: number }[] }>();
    expect(pending.tickets.map((row) => row.id)).toEqual([ticket.id]);
  });

  it('invalid input in the tree counts toward the same limit as the queue menu', async () => {
    const kit = await conversationCompany(server, { maxUseBotQueues: 3 });
    await salesTree(kit);
    const customer = '5511922220002';
    await kit.inbound(customer, 'Oi');
    await kit.inbound(customer, '7'); // invalid at the queue menu: 1
    await kit.inbound(customer, '1');
    await kit.inbound(customer, '1');
    await kit.inbound(customer, '5'); // invalid at the products level: 2
    expect(await sentBodies(kit)).toEqual([menuOf(kit), menuOf(kit), ROOT, PRODUCTS, PRODUCTS]);
    await kit.inbound(customer, 'camiseta'); // invalid: 3, the limit
    await kit.inbound(customer, '1');
    expect(await sentBodies(kit)).toEqual([]);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ queueId: kit.queues.sales.id, chatbot: false, queueOptionId: null, botInvalidCount: 3 });
  });
});

describe('a connection with one queue', () => {
  it('assigns the queue directly and sends the connection greeting first when sendGreetingMessageOneQueues is enabled', async () => {
    const kit = await conversationCompany(server, { queues: 'one' });
    await kit.setting('sendGreetingMessageOneQueues', 'enabled');
    await kit.inbound('5511933330001', 'Oi');
    expect(await sentBodies(kit)).toEqual(['Olá Maria! Escolha:', 'Bem-vindo às vendas']);
    const ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, chatbot: false });
    expect(await actions(ticket.id)).toEqual([
      { action: 'create', toQueueId: null },
      { action: 'bot-queue', toQueueId: kit.queues.sales.id },
    ]);
    await kit.inbound('5511933330001', 'Quero um orçamento');
    expect(await sentBodies(kit)).toEqual([]);
  });

  it('sends only the queue greeting when sendGreetingMessageOneQueues is disabled', async () => {
    const kit = await conversationCompany(server, { queues: 'one' });
    await kit.setting('sendGreetingMessageOneQueues', 'disabled');
    await kit.inbound('5511933330002', 'Oi');
    expect(await sentBodies(kit)).toEqual(['Bem-vindo às vendas']);
    expect((await onlyTicket(kit.company.id)).queueId).toBe(kit.queues.sales.id);
  });
});

describe('out of hours', () => {
  it('scheduleType company: the notice once per closed period, the ticket still pending; again after the next open period', async () => {
    server.clock.set(localTime(1, 20, 0));
    const kit = await conversationCompany(server, { outOfHoursMessage: 'Estamos fechados, {{firstName}}. Abrimos às 08:00.' });
    await kit.setting('scheduleType', 'company');
    await kit.setting('timezone', 'America/Sao_Paulo');
    await server.db.update(companies).set({ schedules: everyDay('08:00', '18:00') }).where(eq(companies.id, kit.company.id));
    const customer = '5511944440001';
    const notice = 'Estamos fechados, Maria. Abrimos às 08:00.';

    await kit.inbound(customer, 'Oi');
    expect(await sentBodies(kit)).toEqual([notice]);
    server.clock.advance(30 * MINUTE);
    await relogin(kit);
    await kit.inbound(customer, 'Alguém?');
    server.clock.advance(3 * 60 * MINUTE); // 23:30, still the same night
    await relogin(kit);
    await kit.inbound(customer, 'Olá??');
    expect(await sentBodies(kit)).toEqual([]);
    let ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', queueId: null, unreadMessages: 3 });
    // The ticket is listed as pending for the staff meanwhile.
    const pending = (await kit.api('GET', '/tickets?status=pending', kit.admin)).json<{ tickets: { id: number }[] }>();
    expect(pending.tickets.map((row) => row.id)).toEqual([ticket.id]);

    // Next morning, open: the bot works normally.
    server.clock.set(localTime(2, 9, 0));
    await relogin(kit);
    await kit.inbound(customer, 'Bom dia');
    expect(await sentBodies(kit)).toEqual([menuOf(kit)]);

    // Closed again that evening: one more notice, then quiet again.
    server.clock.set(localTime(2, 18, 30));
    await relogin(kit);
    await kit.inbound(customer, '1');
    await kit.inbound(customer, '1');
    expect(await sentBodies(kit)).toEqual([notice]);
    ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', queueId: null });
    const automatic = await server.db.select({ body: messages.body }).from(messages).where(and(eq(messages.ticketId, ticket.id), eq(messages.isAutomatic, true))).orderBy(asc(messages.id));
    expect(automatic.map((row) => row.body)).toEqual([notice, menuOf(kit), notice]);
  });

  it('scheduleType company: a customer writing on two nights in a row gets the notice each night', async () => {
    server.clock.set(localTime(1, 22, 0));
    const kit = await conversationCompany(server, { outOfHoursMessage: 'Fechado' });
    await kit.setting('scheduleType', 'company');
    await kit.setting('timezone', 'America/Sao_Paulo');
    await server.db.update(companies).set({ schedules: everyDay('08:00', '18:00') }).where(eq(companies.id, kit.company.id));
    await kit.inbound('5511944440004', 'Oi');
    server.clock.set(localTime(2, 7, 59)); // still the same closed period
    await relogin(kit);
    await kit.inbound('5511944440004', 'Oi?');
    expect(await sentBodies(kit)).toEqual(['Fechado']);
    server.clock.set(localTime(2, 22, 0)); // the day was open in between, without messages
    await relogin(kit);
    await kit.inbound('5511944440004', 'Oi de novo');
    expect(await sentBodies(kit)).toEqual(['Fechado']);
  });

  it('scheduleType queue: the chosen queue’s notice instead of its greeting, once; an open queue greets as usual', async () => {
    server.clock.set(localTime(1, 21, 0));
    const kit = await conversationCompany(server, { outOfHoursMessage: 'Mensagem da conexão (não deve sair)' });
    await kit.setting('scheduleType', 'queue');
    await kit.setting('timezone', 'America/Sao_Paulo');
    await server.db.update(queues).set({ schedules: everyDay('08:00', '18:00'), outOfHoursMessage: 'Vendas atende das 8h às 18h, {{firstName}}.' }).where(eq(queues.id, kit.queues.sales.id));
    await server.db.update(queues).set({ schedules: everyDay('00:00', '23:59'), outOfHoursMessage: 'Suporte fechado' }).where(eq(queues.id, kit.queues.support.id));

    // The menu is not out of hours (no queue chosen yet); the closed queue answers with its notice.
    await kit.inbound('5511944440002', 'Oi');
    await kit.inbound('5511944440002', '1');
    await kit.inbound('5511944440002', 'ok, e agora?');
    expect(await sentBodies(kit)).toEqual([menuOf(kit), 'Vendas atende das 8h às 18h, Maria.']);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id });

    // Another customer picks the queue that is open: its greeting, no notice.
    await kit.inbound('5511944440003', 'Oi');
    await kit.inbound('5511944440003', '2');
    expect(await sentBodies(kit)).toEqual([menuOf(kit), 'Suporte aqui']);
  });
});

describe('template variables in automatic texts', () => {
  it('fills {{firstName}}, {{name}}, {{ms}} and {{hora}} in the company’s time zone', async () => {
    // 14:05:09 in Tokyo is 05:05:09 UTC: a UTC rendering would say "Bom dia" and 05:05:09.
    server.clock.set(localTime(1, 14, 5, 9, 9));
    const kit = await conversationCompany(server, { greetingMessage: '{{ms}}, {{firstName}}! ({{name}}) São {{hora}}. Protocolo {{protocol}}. {{desconhecida}}' });
    await kit.setting('timezone', 'Asia/Tokyo');
    await server.db.update(queues).set({ greetingMessage: '{{firstName}}, Vendas às {{hora}}' }).where(eq(queues.id, kit.queues.sales.id));
    await kit.inbound('5511955550001', 'Oi');
    server.clock.advance(60_000);
    await kit.inbound('5511955550001', '1');
    const tokyo = new Date(server.clock.now().getTime() + 9 * 3_600_000);
    const date = `${tokyo.getUTCFullYear()}${String(tokyo.getUTCMonth() + 1).padStart(2, '0')}${String(tokyo.getUTCDate()).padStart(2, '0')}`;
    expect(await sentBodies(kit)).toEqual([menuOf(kit, `Boa tarde, Maria! (Maria Souza) São 14:05:09. Protocolo ${date}140509. {{desconhecida}}`), 'Maria, Vendas às 14:06:09']);
  });
});

describe('human handoff', () => {
  it('a message typed on the phone is stored as outgoing (not automatic) and the bot stops for that ticket', async () => {
    const kit = await conversationCompany(server);
    const customer = '5511966660001';
    await kit.inbound(customer, 'Oi');
    expect(await sentBodies(kit)).toEqual([menuOf(kit)]);
    await kit.inbound(customer, 'Oi Maria, aqui é a Ana pelo celular', { fromMe: true, id: 'PHONE-1' });
    expect(await sentBodies(kit)).toEqual([]);
    const [typed] = await server.db.select().from(messages).where(and(eq(messages.companyId, kit.company.id), eq(messages.providerMessageId, 'PHONE-1')));
    expect(typed).toMatchObject({ fromMe: true, isAutomatic: false, userId: null, sendStatus: 'sent', body: 'Oi Maria, aqui é a Ana pelo celular' });
    const ticket = await onlyTicket(kit.company.id);
    expect(typed!.ticketId).toBe(ticket.id);
    expect(ticket).toMatchObject({ fromMe: true, unreadMessages: 0 });

    // The customer answers, even with a menu number: no bot.
    await kit.inbound(customer, '1');
    await kit.inbound(customer, 'xyz');
    expect(await sentBodies(kit)).toEqual([]);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ queueId: null, status: 'pending' });
  });

  it('a conversation started from the phone never gets the bot', async () => {
    const kit = await conversationCompany(server);
    const customer = '5511966660002';
    await kit.inbound(customer, 'Olá, tudo bem? Seu pedido chegou.', { fromMe: true });
    await kit.inbound(customer, 'Oi! Que ótimo');
    expect(await sentBodies(kit)).toEqual([]);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ status: 'pending', queueId: null, botMenuCount: 0 });
  });

  it('an agent’s message through the API stops the bot', async () => {
    const kit = await conversationCompany(server);
    const customer = '5511966660003';
    await kit.inbound(customer, 'Oi');
    expect(await sentBodies(kit)).toEqual([menuOf(kit)]);
    const ticket = await onlyTicket(kit.company.id);
    const reply = await kit.api('POST', `/messages/${ticket.id}`, kit.admin, { body: 'Olá Maria, já vou te ajudar' });
    expect(reply.statusCode, reply.body).toBe(201);
    await server.runJobs();
    expect(await sentBodies(kit)).toEqual(['Olá Maria, já vou te ajudar']);

    await kit.inbound(customer, '2');
    await kit.inbound(customer, 'obrigada');
    expect(await sentBodies(kit)).toEqual([]);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ queueId: null, status: 'pending', chatbot: false });
  });
});
