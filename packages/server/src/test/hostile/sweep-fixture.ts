import { expect } from 'vitest';
import { createUser, unique } from '../factories.js';
import { invoices } from '../../db/schema/index.js';
import { conversationCompany } from '../conversation-kit.js';
import { loginAs } from '../session.js';
import { xlsxOf } from '../sheets.js';
import type { TestServer } from '../test-server.js';

export type SweepIds = Record<string, string>;

/** Files some routes need to accept a request (a contacts sheet). */
export interface SweepFiles {
  sheet: Buffer;
}

/**
 * A company holding one record of every kind the routes name, reached through the real API, so a
 * hostile value in one field meets the same code a valid request would. Answers the ids by name.
 */
export async function sweepCompany(server: TestServer) {
  const kit = await conversationCompany(server);
  const superUser = await createUser(server.db, kit.company.id, { profile: 'admin', super: true });
  const headers = (await loginAs(server, superUser.email)).headers;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await kit.api(method, url, headers, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<Record<string, unknown>>();
  };
  await kit.inbound('5511988887777', 'Olá, preciso de ajuda');
  const { tickets } = (await call('GET', '/tickets?status=pending&showAll=true')) as { tickets: { id: number; uuid: string; contactId: number }[] };
  const ticket = tickets[0]!;
  await call('PUT', `/tickets/${ticket.id}`, { status: 'open', userId: superUser.id });
  await call('POST', `/messages/${ticket.id}`, { body: 'Resposta do atendente' });
  await server.runJobs();
  const { messages } = (await call('GET', `/messages/${ticket.id}`)) as { messages: { id: number; body: string; fromMe: boolean; providerMessageId: string }[] };
  const inbound = messages.find((message) => !message.fromMe)!;
  const outbound = messages.find((message) => message.body === 'Resposta do atendente')!;
  const spare = await call('POST', '/contacts', { name: 'Contato sem atendimento', number: '5511966665555' });
  const tag = await call('POST', '/tags', { name: unique('etiqueta') });
  const quickMessage = await call('POST', '/quick-messages', { shortcode: unique('atalho'), message: 'Mensagem rápida' });
  const note = await call('POST', '/ticket-notes', { note: 'Observação', ticketId: ticket.id, contactId: ticket.contactId });
  const option = await call('POST', '/queue-options', { queueId: kit.queues.sales.id, title: 'Opção', message: 'Texto da opção' });
  const chat = await call('POST', '/chats', { title: 'Conversa interna', users: [kit.users.other.id] });
  const announcement = await call('POST', '/announcements', { title: 'Informativo', text: 'Texto do informativo' });
  // Billing: two open invoices (one the pay route settles, one the checkout charges) and the Pix settings.
  const [invoice, checkoutInvoice] = await server.db
    .insert(invoices)
    .values(['2099-01-01', '2099-02-01'].map((dueDate) => ({ companyId: kit.company.id, detail: 'Plano', value: 99.9, dueDate })))
    .returning();
  for (const [key, value] of [['pixKey', '123e4567-e12b-12d1-a456-426655440000'], ['paymentWebhookSecret', 'sweep-secret']] as const) await call('PUT', `/settings/${key}`, { value });
  const help = await call('POST', '/helps', { title: 'Vídeo de ajuda', video: 'dQw4w9WgXcQ' });
  const schedule = await call('POST', '/schedules', { body: 'Lembrete agendado', contactId: spare.id, sendAt: '2099-01-01T12:00:00Z' });
  const contactList = await call('POST', '/contact-lists', { name: 'Lista da varredura' });
  const contactListItem = await call('POST', '/contact-list-items', { name: 'Pessoa', number: '5511944445555', contactListId: contactList.id });
  const campaign = await call('POST', '/campaigns', { name: 'Campanha da varredura', message1: 'Olá' });
  const fileList = (await call('POST', '/files', { name: 'Arquivos da varredura', message: 'Texto', options: [{ name: 'tabela' }] })) as { id: number; options: { id: number }[] };
  const integration = await call('POST', '/queueIntegration', { type: 'webhook', name: 'Integração', urlN8N: 'https://hooks.example.com/x' });
  const prompt = await call('POST', '/prompt', { name: 'Assistente', prompt: 'Texto', queueId: kit.queues.sales.id, apiKey: 'sk-sweep-0123456789abcdef' });
  const webhookSubscription = await call('POST', '/webhook-subscriptions', { url: 'https://hooks.example.com/events', events: ['ticket.created'] });
  const ids: SweepIds = {
    contactListId: String(contactList.id),
    contactListItemId: String(contactListItem.id),
    campaignId: String(campaign.id),
    fileListId: String(fileList.id),
    fileOptionId: String(fileList.options[0]!.id),
    companyId: String(kit.company.id),
    whatsappId: String(kit.whatsappId),
    ticketId: String(ticket.id),
    ticketUuid: ticket.uuid,
    contactId: String(ticket.contactId),
    messageId: String(outbound.id),
    inboundProviderId: inbound.providerMessageId,
    outboundProviderId: outbound.providerMessageId,
    spareContactId: String(spare.id),
    superUserId: String(superUser.id),
    queueId: String(kit.queues.sales.id),
    queueOptionId: String(option.id),
    tagId: String(tag.id),
    quickMessageId: String(quickMessage.id),
    noteId: String(note.id),
    userId: String(kit.users.other.id),
    chatId: String(chat.id),
    announcementId: String(announcement.id),
    invoiceId: String(invoice!.id),
    checkoutInvoiceId: String(checkoutInvoice!.id),
    helpId: String(help.id),
    scheduleId: String(schedule.id),
    integrationId: String(integration.id),
    promptId: String(prompt.id),
    webhookSubscriptionId: String(webhookSubscription.id),
  };
  const files: SweepFiles = { sheet: await xlsxOf([['name', 'number'], ['Ana', '5511955554444']]) };
  return { kit, headers, superUser, ids, files };
}

/**
 * Which fixture record a path parameter names: by the route's first segment, then by the
 * parameter's own name. Routes added later fall back to the name, or to an id that exists nowhere.
 */
export function pathValueFor(path: string, param: string, ids: SweepIds): string {
  const segment = path.split('/')[1] ?? '';
  const bySegment: Record<string, string | undefined> = {
    tags: ids.tagId,
    'quick-messages': ids.quickMessageId,
    tickets: param === 'uuid' ? ids.ticketUuid : ids.ticketId,
    messages: param === 'ticketId' ? ids.ticketId : ids.messageId,
    'ticket-notes': ids.noteId,
    whatsapp: ids.whatsappId,
    whatsappsession: ids.whatsappId,
    contacts: ids.contactId,
    queue: ids.queueId,
    'queue-options': ids.queueOptionId,
    users: ids.userId,
    companies: ids.companyId,
    settings: 'userRating',
    chats: ids.chatId,
    announcements: ids.announcementId,
    invoices: ids.invoiceId,
    helps: ids.helpId,
    schedules: ids.scheduleId,
    'contact-lists': ids.contactListId,
    'contact-list-items': ids.contactListItemId,
    campaigns: ids.campaignId,
    files: ids.fileListId,
    queueIntegration: ids.integrationId,
    prompt: ids.promptId,
    'webhook-subscriptions': ids.webhookSubscriptionId,
  };
  if (param === 'id' && bySegment[segment]) return bySegment[segment]!;
  return byName(param, ids) ?? bySegment[segment] ?? '1';
}

/** A value for a field named like a fixture id (`ticketId`, `queueIds`…), if any. */
export function byName(name: string, ids: SweepIds): string | undefined {
  if (name === 'email') return 'sweep@example.com';
  if (name === 'key') return 'userRating';
  const singular = name.replace(/Ids$/, 'Id');
  return ids[singular];
}
