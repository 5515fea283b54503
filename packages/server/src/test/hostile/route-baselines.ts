import { defaultWeekSchedule } from '@prosa/contract';
import type { SweepFiles, SweepIds } from './sweep-fixture.js';

/** A request's valid values: the body and the query string each hostile request changes one field of. */
export interface Baseline {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** The file of a multipart route, when a small image will not do. */
  file?: { filename: string; content: Buffer; contentType: string };
}

/**
 * Valid requests for the routes whose schema alone cannot yield one (formats, unique names,
 * fixture records). `n` makes unique values, so each request reaches the database rather than a
 * "name in use". A route missing here is sampled from its schema; the sweep's first test lists
 * routes whose baseline is refused, so a new route gets its row here.
 */
export const ROUTE_BASELINES: Record<string, (ids: SweepIds, n: number, files: SweepFiles) => Baseline> = {
  'POST /contacts/upload': (_ids, _n, files) => ({ file: { filename: 'contatos.xlsx', content: files.sheet, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
  'PUT /settings/{key}': () => ({ body: { key: 'userRating', value: 'enabled' } }),
  'PUT /companies/{id}/schedules': () => ({ body: { schedules: defaultWeekSchedule() } }),
  'POST /companies/cadastro': (_, n) => ({ body: { name: 'Empresa', email: `sweep-signup-${n}@example.com`, phone: '11999998888', password: 'secret1', planId: 1 } }),
  'POST /users': (ids, n) => ({ body: { name: 'Usuário', email: `sweep-user-${n}@example.com`, password: 'secret1', profile: 'user', queueIds: [Number(ids.queueId)] } }),
  'PUT /users/{id}': (_, n) => ({ body: { name: 'Usuário', email: `sweep-edit-${n}@example.com`, profile: 'user' } }),
  'GET /dashboard': () => ({ query: { days: '7' } }),
  'GET /dashboard/queues': () => ({ query: { days: '7' } }),
  'GET /dashboard/export': () => ({ query: { type: 'attendants', days: '7' } }),
  'GET /dashboard/ticketsUsers': () => ({ query: { initialDate: '2026-01-01', finalDate: '2026-01-31' } }),
  'GET /dashboard/ticketsDay': () => ({ query: { initialDate: '2026-01-01', finalDate: '2026-01-31' } }),
  'POST /tags': (_, n) => ({ body: { name: `etiqueta ${n}`, color: '#112233' } }),
  'PUT /tags/{id}': (_, n) => ({ body: { name: `renomeada ${n}`, color: '#112233' } }),
  'POST /quick-messages': (_, n) => ({ body: { shortcode: `atalho${n}`, message: 'Olá!' } }),
  'PUT /quick-messages/{id}': (_, n) => ({ body: { shortcode: `editado${n}`, message: 'Olá!' } }),
  'POST /tickets': (ids) => ({ body: { contactId: Number(ids.spareContactId), queueId: Number(ids.queueId), whatsappId: Number(ids.whatsappId), status: 'open' } }),
  'PUT /tickets/{id}': (ids) => ({ body: { status: 'open', userId: Number(ids.superUserId) } }),
  'POST /messages/edit/{messageId}': () => ({ body: { body: 'editado' } }),
  'POST /whatsapp': (_, n) => ({ body: { name: `Conexão ${n}`, provider: 'simulator' } }),
  'PUT /whatsapp/{id}': (_, n) => ({ body: { name: `Conexão editada ${n}` } }),
  'POST /contacts': (_, n) => ({ body: { name: 'Contato', number: `5511${String(900_000_000 + n)}`, email: 'contato@example.com' } }),
  'PUT /contacts/{id}': () => ({ body: { name: 'Contato', number: '5511988887777' } }),
  'POST /contacts/findOrCreate': (_, n) => ({ body: { name: 'Contato', number: `5521${String(900_000_000 + n)}` } }),
  'POST /queue': (_, n) => ({ body: { name: `Fila ${n}`, color: colorOf(n) } }),
  'PUT /queue/{id}': (_, n) => ({ body: { name: `Fila editada ${n}`, color: colorOf(n + 500_000) } }),
  'POST /queue-options': (ids) => ({ body: { queueId: Number(ids.queueId), title: 'Opção', message: 'Texto' } }),
  'PUT /queue-options/{id}': () => ({ body: { title: 'Opção', message: 'Texto' } }),
  'POST /simulator/{whatsappId}/inbound': (_, n) => ({ body: { from: '5511977776666', body: `mensagem ${n}` } }),
  'POST /simulator/{whatsappId}/update': (ids) => ({ body: { id: ids.inboundProviderId, type: 'edit', body: 'editada' } }),
  'POST /simulator/{whatsappId}/ack': (ids) => ({ body: { id: ids.outboundProviderId, ack: 3 } }),
  'POST /simulator/{whatsappId}/call': () => ({ body: { from: '5511977776666' } }),
  'POST /simulator/{whatsappId}/scan': () => ({ body: { number: '5511900000001' } }),
  'POST /messages/{ticketId}': () => ({ body: { body: 'Olá' } }),
  'POST /chats': (ids) => ({ body: { title: 'Conversa', users: [{ id: Number(ids.userId), name: 'Colega' }] } }),
  'PUT /chats/{id}': (ids, n) => ({ body: { title: `Conversa ${n}`, users: [Number(ids.userId)] } }),
  'POST /chats/{id}/messages': (_, n) => ({ body: { message: `Mensagem ${n}` } }),
  'POST /subscription': (ids) => ({ body: { firstName: 'Maria', address2: 'Rua 1', city: 'Recife', zipcode: '50000-000', country: 'BR', invoiceId: Number(ids.checkoutInvoiceId) } }),
  'POST /subscription/webhook': () => ({ query: { hmac: 'sweep-secret' }, body: { pix: [] } }),
  'POST /subscription/webhook/pix': () => ({ query: { hmac: 'sweep-secret' }, body: { pix: [] } }),
  'POST /announcements': (_, n) => ({ body: { title: `Informativo ${n}`, text: 'Texto', priority: 2, status: true } }),
  'POST /contact-lists/{id}/upload': (_ids, _n, files) => ({ file: { filename: 'contatos.xlsx', content: files.sheet, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
  'POST /contact-list-items': (ids, n) => ({ body: { name: 'Pessoa', number: `5511${String(910_000_000 + n)}`, contactListId: Number(ids.contactListId) } }),
  'PUT /contact-list-items/{id}': () => ({ body: { name: 'Pessoa', number: '5511944445555' } }),
  'POST /campaigns': (_, n) => ({ body: { name: `Campanha ${n}`, message1: 'Olá {nome}' } }),
  'PUT /campaigns/{id}': (_, n) => ({ body: { name: `Campanha ${n}`, message1: 'Olá {nome}' } }),
  'POST /queueIntegration': (_, n) => ({ body: { type: 'webhook', name: `Integração ${n}`, urlN8N: 'https://hooks.example.com/x' } }),
  'POST /webhook-subscriptions': (_, n) => ({ body: { url: `https://hooks.example.com/events/${n}`, events: ['ticket.created', 'message.received'] } }),
  'POST /prompt': (ids) => ({ body: { name: 'Assistente', prompt: 'Texto', queueId: Number(ids.queueId), apiKey: 'sk-sweep-0123456789abcdef' } }),
  'PUT /announcements/{id}': (_, n) => ({ body: { title: `Informativo ${n}`, text: 'Texto' } }),
  'POST /helps': (_, n) => ({ body: { title: `Ajuda ${n}`, description: 'Texto', video: 'dQw4w9WgXcQ' } }),
  'PUT /helps/{id}': (_, n) => ({ body: { title: `Ajuda ${n}`, video: 'https://youtu.be/dQw4w9WgXcQ' } }),
  'POST /schedules': (ids) => ({ body: { body: 'Lembrete agendado', contactId: Number(ids.spareContactId), sendAt: '2099-01-01T12:00:00Z' } }),
  'PUT /schedules/{id}': () => ({ body: { body: 'Lembrete movido', sendAt: '2099-01-02T12:00:00Z' } }),
};

/** Routes whose valid request cannot be made in a sweep (secrets it does not have), and why. */
export const NO_BASELINE: Record<string, string> = {
  'POST /auth/login': 'needs a password; the sweep logs in before it starts',
  'POST /auth/refresh_token': 'needs the refresh cookie of a login',
  'POST /forgetpassword/{email}': 'answers 404 for addresses nobody has, which is its success path for strangers',
  'POST /resetpasswords/{email}/{token}/{password}': 'needs a code sent by e-mail',
  'POST /resetpasswords/{email}/{token}': 'needs a code sent by e-mail',
  'GET /media/{*}': 'needs a signature made by the server',
  'GET /contacts/upload/{importId}': 'names an import the process holds in memory',
  'POST /files/uploadList/{id}': 'its multipart `id` must name an option of the fixture’s list, and the sweep samples multipart text fields from the schema',
  'POST /campaigns/{id}/cancel': 'needs a running campaign; the sweep’s is inactive and answers 409',
  'POST /campaigns/{id}/restart': 'needs a cancelled campaign; the sweep’s is inactive and answers 409',
  'GET /webhooks/cloud/{whatsappId}': 'needs a Cloud API connection and its verify token',
  'POST /webhooks/cloud/{whatsappId}': 'needs a Cloud API connection and its app secret',
  'POST /api/messages/send': 'authenticated by a connection token, not the sweep’s session (external-api.test.ts sends hostile bodies)',
  'POST /queueIntegration/testSession': 'needs a Dialogflow agent to answer; dialogflow-bot.test.ts runs it against a stand-in',
};

function colorOf(n: number): string {
  return `#${(n % 0xffffff).toString(16).padStart(6, '0')}`;
}
