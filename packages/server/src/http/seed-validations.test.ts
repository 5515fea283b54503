import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXT, CHECKOUT_TEXT } from '@prosa/contract';
import { createUser, unique } from '../test/factories.js';
import { conversationCompany } from '../test/conversation-kit.js';
import { loginAs } from '../test/session.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

/**
 * The validation rules of the forms, checked by the server, one row per rule: the route, a valid
 * body, the field made invalid, and the error the server must answer. A later issue adds the rows of
 * its own routes here.
 */
interface Rule {
  rule: string;
  method: 'POST' | 'PUT';
  /** The URL, from the fixture's ids. */
  url: (f: Fixture) => string;
  /** A body the route accepts. */
  valid: (f: Fixture) => Record<string, unknown>;
  field: string;
  value: unknown;
  /** Who calls: the admin unless the rule is about another role. */
  as?: 'admin' | 'agent' | 'super' | 'public';
  expected: { status: number; error: string; issue?: string };
}

type Fixture = Awaited<ReturnType<typeof fixtureOf>> & { tagId: number; quickMessageId: number; chatId: number; announcementId: number; contactListId: number; contactListItemId: number; campaignId: number; fileListId: number };

async function fixtureOf(server: TestServer) {
  const kit = await conversationCompany(server);
  const agentUser = await createUser(server.db, kit.company.id, { profile: 'user', queueIds: [kit.queues.sales.id] });
  const agent = (await loginAs(server, agentUser.email)).headers;
  const superUser = (await loginAs(server, (await createUser(server.db, kit.company.id, { profile: 'admin', super: true })).email)).headers;
  await kit.inbound('5511944443333', 'Olá');
  const { tickets } = (await kit.api('GET', '/tickets?status=pending&showAll=true', kit.admin)).json<{ tickets: { id: number; contactId: number }[] }>();
  const contact = (await kit.api('POST', '/contacts', kit.admin, { name: 'Sem atendimento', number: '5511933332222' })).json<{ id: number }>();
  // In a queue, so that clearing the queue is a transfer without one.
  expect((await kit.api('PUT', `/tickets/${tickets[0]!.id}`, kit.admin, { queueId: kit.queues.sales.id, status: 'pending' })).statusCode).toBe(200);
  return { ...kit, agent, superUser, ticket: tickets[0]!, spareContactId: contact.id };
}

const validation = (issue: string) => ({ status: 400, error: 'ERR_VALIDATION', issue });
const n = () => Math.floor(Math.random() * 1e8);

const RULES: Rule[] = [
  // user form
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/users' : `/users/${f.users.other.id}`);
    const valid = () => ({ name: 'Usuária', email: `u${n()}@example.com`, password: 'secret1', profile: 'user' });
    return [
      { rule: 'user name is required', method, url, valid, field: 'name', value: '', expected: validation('Required') },
      { rule: 'user name has at least 2 characters', method, url, valid, field: 'name', value: 'A', expected: validation('Too Short!') },
      { rule: 'user name has at most 50 characters', method, url, valid, field: 'name', value: 'A'.repeat(51), expected: validation('Too Long!') },
      { rule: 'user e-mail is required', method, url, valid, field: 'email', value: '', expected: validation('Required') },
      { rule: 'user e-mail is valid', method, url, valid, field: 'email', value: 'not-an-email', expected: validation('Invalid email') },
      { rule: 'user password has at least 5 characters', method, url, valid, field: 'password', value: 'abcd', expected: validation('Too Short!') },
      { rule: 'user password has at most 50 characters', method, url, valid, field: 'password', value: 'a'.repeat(51), expected: validation('Too Long!') },
      { rule: 'user profile is one of the profiles', method, url, valid, field: 'profile', value: 'owner', expected: { status: 400, error: 'ERR_VALIDATION' } },
    ];
  }),
  // contact form
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/contacts' : `/contacts/${f.spareContactId}`);
    const valid = () => ({ name: 'Contato', number: `55119${String(n()).padStart(8, '0')}`, email: 'c@example.com' });
    return [
      { rule: 'contact name is required', method, url, valid, field: 'name', value: '', expected: validation('Required') },
      { rule: 'contact name has at least 2 characters', method, url, valid, field: 'name', value: 'A', expected: validation('Too Short!') },
      { rule: 'contact name has at most 50 characters', method, url, valid, field: 'name', value: 'A'.repeat(51), expected: validation('Too Long!') },
      { rule: 'contact number has at least 8 digits', method, url, valid, field: 'number', value: '1234567', expected: validation('Too Short!') },
      { rule: 'contact number has at most 50 digits', method, url, valid, field: 'number', value: '1'.repeat(51), expected: validation('Too Long!') },
      { rule: 'contact e-mail is valid', method, url, valid, field: 'email', value: 'x@', expected: validation('Invalid email') },
    ];
  }),
  // ticket note
  { rule: 'a note is required', method: 'POST', url: () => '/ticket-notes', valid: (f) => ({ note: 'Observação', ticketId: f.ticket.id, contactId: f.ticket.contactId }), field: 'note', value: '', expected: validation('Required') },
  { rule: 'a note has at least 2 characters', method: 'POST', url: () => '/ticket-notes', valid: (f) => ({ note: 'Observação', ticketId: f.ticket.id, contactId: f.ticket.contactId }), field: 'note', value: 'a', expected: validation('Too Short!') },
  // signup
  ...((): Rule[] => {
    const url = () => '/companies/cadastro';
    const valid = (f: Fixture) => ({ name: 'Empresa', email: `s${n()}@example.com`, password: 'secret1', planId: f.company.planId });
    return [
      { rule: 'signup name has at least 2 characters', method: 'POST', url, valid, field: 'name', value: 'A', as: 'public', expected: validation('Too Short!') },
      { rule: 'signup name has at most 50 characters', method: 'POST', url, valid, field: 'name', value: 'A'.repeat(51), as: 'public', expected: validation('Too Long!') },
      { rule: 'signup e-mail is valid', method: 'POST', url, valid, field: 'email', value: 'nope', as: 'public', expected: validation('Invalid email') },
      { rule: 'signup password has at least 5 characters', method: 'POST', url, valid, field: 'password', value: 'abcd', as: 'public', expected: validation('Too Short!') },
      { rule: 'signup password has at most 50 characters', method: 'POST', url, valid, field: 'password', value: 'a'.repeat(51), as: 'public', expected: validation('Too Long!') },
    ];
  })(),
  // connection form
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/whatsapp' : `/whatsapp/${f.whatsappId}`);
    const valid = () => ({ name: unique('Conexão'), provider: 'simulator' });
    return [
      { rule: 'connection name has at least 2 characters', method, url, valid, field: 'name', value: 'A', expected: validation('Too Short!') },
      { rule: 'connection name has at most 50 characters', method, url, valid, field: 'name', value: 'A'.repeat(51), expected: validation('Too Long!') },
    ];
  }),
  // new ticket and transfer
  { rule: 'a new ticket needs a queue unless the caller is an admin', method: 'POST', url: () => '/tickets', valid: (f) => ({ contactId: f.spareContactId, queueId: f.queues.sales.id, status: 'open' }), field: 'queueId', value: null, as: 'agent', expected: validation('Selecione uma fila') },
  { rule: 'a transfer needs a queue', method: 'PUT', url: (f) => `/tickets/${f.ticket.id}`, valid: (f) => ({ queueId: f.queues.support.id, status: 'pending' }), field: 'queueId', value: null, expected: validation('Required') },
  // queue
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/queue' : `/queue/${f.queues.support.id}`);
    const valid = () => ({ name: 'Fila', color: `#${n().toString(16).padStart(6, '0').slice(0, 6)}` });
    return [
      { rule: 'queue name is required', method, url, valid, field: 'name', value: '', expected: validation('Required') },
      { rule: 'queue name has at least 2 characters', method, url, valid, field: 'name', value: 'A', expected: validation('Too Short!') },
      { rule: 'queue name has at most 50 characters', method, url, valid, field: 'name', value: 'A'.repeat(51), expected: validation('Too Long!') },
      { rule: 'queue colour is required', method, url, valid, field: 'color', value: '', expected: validation('Required') },
      { rule: 'queue colour has at least 3 characters', method, url, valid, field: 'color', value: '#f', expected: validation('Too Short!') },
      { rule: 'queue colour has at most 9 characters', method, url, valid, field: 'color', value: '#ffffff000', expected: validation('Too Long!') },
    ];
  }),
  // tag
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/tags' : `/tags/${f.tagId}`);
    const valid = () => ({ name: unique('tag') });
    return [
      { rule: 'tag name is required', method, url, valid, field: 'name', value: '', expected: validation('Obrigatório') },
      { rule: 'tag name has at least 3 characters', method, url, valid, field: 'name', value: 'ab', expected: validation('Mensagem muito curta') },
    ];
  }),
  // quick message
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/quick-messages' : `/quick-messages/${f.quickMessageId}`);
    return [{ rule: 'quick message shortcode is required', method, url, valid: () => ({ shortcode: unique('atalho'), message: 'Olá' }), field: 'shortcode', value: '', expected: validation('Obrigatório') }];
  }),
  // schedule
  ...((): Rule[] => {
    const url = () => '/schedules';
    const valid = (f: Fixture) => ({ body: 'Lembrete da consulta', contactId: f.spareContactId, sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    return [
      { rule: 'a schedule message is required', method: 'POST', url, valid, field: 'body', value: '', expected: validation('Obrigatório') },
      { rule: 'a schedule message has at least 5 characters', method: 'POST', url, valid, field: 'body', value: 'oi', expected: validation('Mensagem muito curta') },
      { rule: 'a schedule needs a contact', method: 'POST', url, valid, field: 'contactId', value: undefined, expected: validation('Obrigatório') },
      { rule: 'a schedule needs a send time', method: 'POST', url, valid, field: 'sendAt', value: '', expected: validation('Obrigatório') },
    ];
  })(),
  // chat dialog and chat messages
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/chats' : `/chats/${f.chatId}`);
    const valid = (f: Fixture) => ({ title: 'Plantão', users: [{ id: f.users.agent.id, name: f.users.agent.name }] });
    return [
      { rule: 'a chat needs a title', method, url, valid, field: 'title', value: '  ', expected: validation(CHAT_TEXT.titleRequired) },
      { rule: 'a chat needs at least one user', method, url, valid, field: 'users', value: [], expected: validation(CHAT_TEXT.usersRequired) },
    ];
  }),
  { rule: 'an empty or whitespace-only chat message is not sent', method: 'POST', url: (f) => `/chats/${f.chatId}/messages`, valid: () => ({ message: 'Oi' }), field: 'message', value: ' \n ', expected: validation('Required') },
  // announcement
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/announcements' : `/announcements/${f.announcementId}`);
    const valid = () => ({ title: 'Manutenção', text: 'Sábado às 22h' });
    return [
      { rule: 'an announcement title is required', method, url, valid, field: 'title', value: '', as: 'super', expected: validation('Obrigatório') },
      { rule: 'an announcement text is required', method, url, valid, field: 'text', value: ' ', as: 'super', expected: validation('Obrigatório') },
    ];
  }),
  // checkout, step "Dados"
  ...((): Rule[] => {
    const url = () => '/subscription';
    const valid = () => ({ firstName: 'Maria da Silva', address2: 'Rua das Flores, 10', city: 'Recife', zipcode: '50000-000', country: 'BR', invoiceId: 1 });
    return [
      { rule: 'checkout full name is required', method: 'POST', url, valid, field: 'firstName', value: ' ', expected: validation(CHECKOUT_TEXT.fullName) },
      { rule: 'checkout address is required', method: 'POST', url, valid, field: 'address2', value: '', expected: validation(CHECKOUT_TEXT.address) },
      { rule: 'checkout city is required', method: 'POST', url, valid, field: 'city', value: '', expected: validation(CHECKOUT_TEXT.city) },
      { rule: 'checkout zip code is required', method: 'POST', url, valid, field: 'zipcode', value: '', expected: validation(CHECKOUT_TEXT.zipcode) },
      { rule: 'checkout country is required', method: 'POST', url, valid, field: 'country', value: '', expected: validation(CHECKOUT_TEXT.country) },
      { rule: 'checkout country is BR or usa', method: 'POST', url, valid, field: 'country', value: 'AR', expected: validation(CHECKOUT_TEXT.country) },
    ];
  })(),
  // the super user's company form: e-mail and plan required
  ...((): Rule[] => {
    const url = () => '/companies';
    const valid = (f: Fixture) => ({ name: 'Empresa', email: `e${n()}@example.com`, planId: f.company.planId, dueDate: '2030-01-31' });
    return [
      { rule: 'a company e-mail is required', method: 'POST', url, valid, field: 'email', value: '', as: 'super', expected: validation('Required') },
      { rule: 'a company e-mail is valid', method: 'POST', url, valid, field: 'email', value: 'empresa@', as: 'super', expected: validation('Invalid email') },
      { rule: 'a company plan is required', method: 'POST', url, valid, field: 'planId', value: undefined, as: 'super', expected: validation('Required') },
    ];
  })(),
  // contact list and its items
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/contact-lists' : `/contact-lists/${f.contactListId}`);
    const valid = () => ({ name: 'Clientes' });
    return [
      { rule: 'contact list name has at least 2 characters', method, url, valid, field: 'name', value: 'A', expected: validation('Too Short!') },
      { rule: 'contact list name has at most 50 characters', method, url, valid, field: 'name', value: 'x'.repeat(51), expected: validation('Too Long!') },
    ];
  }),
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/contact-list-items' : `/contact-list-items/${f.contactListItemId}`);
    const valid = (f: Fixture) => ({ name: 'Maria', number: method === 'POST' ? `5511${90_000_000 + n()}` : '5511955554444', email: '', contactListId: f.contactListId });
    return [
      { rule: 'contact list item name has at least 2 characters', method, url, valid, field: 'name', value: 'M', expected: validation('Too Short!') },
      { rule: 'contact list item number has at least 8 digits', method, url, valid, field: 'number', value: '1234567', expected: validation('Too Short!') },
      { rule: 'contact list item number has at most 50 digits', method, url, valid, field: 'number', value: '1'.repeat(51), expected: validation('Too Long!') },
      { rule: 'contact list item e-mail must be valid', method, url, valid, field: 'email', value: 'maria@', expected: validation('Invalid email') },
    ];
  }),
  // campaign
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/campaigns' : `/campaigns/${f.campaignId}`);
    const valid = () => ({ name: 'Natal', message1: 'Olá {nome}' });
    return [
      { rule: 'campaign name has at least 2 characters', method, url, valid, field: 'name', value: 'N', expected: validation('Too Short!') },
      { rule: 'campaign name has at most 50 characters', method, url, valid, field: 'name', value: 'x'.repeat(51), expected: validation('Too Long!') },
      { rule: 'a campaign needs a message', method, url, valid, field: 'message1', value: '', expected: validation('Required') },
    ];
  }),
  // file list
  ...(['POST', 'PUT'] as const).flatMap((method): Rule[] => {
    const url = (f: Fixture) => (method === 'POST' ? '/files' : `/files/${f.fileListId}`);
    const valid = () => ({ name: 'Catálogo', message: 'Arquivos' });
    return [
      { rule: 'file list name has at least 3 characters', method, url, valid, field: 'name', value: 'ab', expected: validation('nome muito curto') },
      { rule: 'file list message is required', method, url, valid, field: 'message', value: '', expected: validation('Obrigatório') },
    ];
  }),
  // password reset
  ...(['abcdefg', 'abcdefgh', 'ABCDEFGH1', 'abcdefgh1'].map(
    (password): Rule => ({
      rule: `a new password needs 8 characters with upper and lower case and a digit (${password})`,
      method: 'POST',
      url: () => '/resetpasswords/ninguem@example.com/12345678',
      valid: () => ({ password: 'Segura123' }),
      field: 'password',
      value: password,
      as: 'public',
      expected: { status: 400, error: 'ERR_WEAK_PASSWORD' },
    }),
  ) as Rule[]),
];

let server: TestServer;
let fixture: Fixture;

beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  const base = await fixtureOf(server);
  const tag = (await base.api('POST', '/tags', base.admin, { name: unique('etiqueta') })).json<{ id: number }>();
  const quick = (await base.api('POST', '/quick-messages', base.admin, { shortcode: unique('atalho'), message: 'Olá' })).json<{ id: number }>();
  const chat = (await base.api('POST', '/chats', base.admin, { title: 'Plantão', users: [base.users.agent.id] })).json<{ id: number }>();
  const announcement = (await base.api('POST', '/announcements', base.superUser, { title: 'Manutenção', text: 'Sábado às 22h' })).json<{ id: number }>();
  const contactList = (await base.api('POST', '/contact-lists', base.admin, { name: 'Clientes' })).json<{ id: number }>();
  const item = (await base.api('POST', '/contact-list-items', base.admin, { name: 'Maria', number: '5511955554444', contactListId: contactList.id })).json<{ id: number }>();
  const campaign = (await base.api('POST', '/campaigns', base.admin, { name: 'Natal', message1: 'Olá' })).json<{ id: number }>();
  const fileList = (await base.api('POST', '/files', base.admin, { name: 'Catálogo', message: 'Arquivos' })).json<{ id: number }>();
  fixture = { ...base, tagId: tag.id, quickMessageId: quick.id, chatId: chat.id, announcementId: announcement.id, contactListId: contactList.id, contactListItemId: item.id, campaignId: campaign.id, fileListId: fileList.id };
}, 60_000);
afterAll(() => server.close());

function call(rule: Rule, body: Record<string, unknown>) {
  const headers = rule.as === 'public' ? {} : rule.as === 'agent' ? fixture.agent : rule.as === 'super' ? fixture.superUser : fixture.admin;
  return server.app.inject({ method: rule.method, url: rule.url(fixture), headers, payload: body });
}

describe('the validation rules of the seeds, enforced by the server', () => {
  it.each(RULES.map((rule) => [rule.rule, rule] as const))('%s', async (_, rule) => {
    const response = await call(rule, { ...rule.valid(fixture), [rule.field]: rule.value });
    expect(response.statusCode, response.body).toBe(rule.expected.status);
    const body = response.json<{ error: string; issues?: Record<string, string> }>();
    expect(body.error).toBe(rule.expected.error);
    if (rule.expected.issue) expect(body.issues?.[rule.field]).toBe(rule.expected.issue);
  });

  it('accepts each rule’s valid body (so every row above fails only because of its field)', async () => {
    const refused: string[] = [];
    for (const rule of RULES.filter((item) => item.expected.error === 'ERR_VALIDATION')) {
      const response = await call(rule, rule.valid(fixture));
      if (response.statusCode >= 400 && response.json<{ error: string }>().error === 'ERR_VALIDATION') refused.push(`${rule.rule}: ${response.body}`);
    }
    expect(refused).toEqual([]);
  });
});
