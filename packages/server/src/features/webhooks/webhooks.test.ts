import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebhookDelivery, WebhookSubscription } from '@prosa/contract';
import { plans } from '../../db/schema/index.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { DELIVERY_RETRY_DELAYS_MS } from './webhook-delivery.job.js';

/** Outgoing webhooks against a local receiver that checks signatures like an integrator would. */

interface Received {
  path: string;
  event: string;
  body: { event: string; companyId: number; createdAt: string; data: Record<string, { id: number; body?: string; fromMe?: boolean; number?: string; status?: string }> };
  signatureValid: boolean;
}

let server: TestServer;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const statusOf = new Map<string, number>();
const secretOf = new Map<string, string>();

function verify(secret: string, header: string, raw: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  return Boolean(match) && createHmac('sha256', secret).update(`${match![1]}.${raw}`).digest('hex') === match![2];
}

beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, event: String(request.headers['x-prosa-event']), body: JSON.parse(raw) as Received['body'], signatureValid: verify(secretOf.get(path) ?? '', String(request.headers['x-prosa-signature'] ?? ''), raw) });
      response.writeHead(statusOf.get(path) ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await server.close();
});

type Kit = Awaited<ReturnType<typeof conversationCompany>>;

async function subscribe(kit: Kit, path: string, events: string[]): Promise<WebhookSubscription> {
  const created = await kit.api('POST', '/webhook-subscriptions', kit.admin, { url: `${receiverUrl}${path}`, events });
  expect(created.statusCode, created.body).toBe(200);
  const subscription = created.json<WebhookSubscription>();
  secretOf.set(path, subscription.secret);
  return subscription;
}

const at = (path: string) => received.filter((item) => item.path === path);

describe('outgoing webhooks', () => {
  it('admins of a plan with integrations manage them; a user, another plan or another company cannot', async () => {
    const kit = await conversationCompany(server, { queues: 'one' });
    expect((await kit.api('GET', '/webhook-subscriptions', kit.agent)).statusCode).toBe(403);
    const invalid = await kit.api('POST', '/webhook-subscriptions', kit.admin, { url: 'ftp://x', events: [] });
    expect(invalid.statusCode).toBe(400);
    const subscription = await subscribe(kit, '/crud', ['ticket.created', 'ticket.created']);
    expect(subscription).toMatchObject({ events: ['ticket.created'], active: true, disabledAt: null });
    expect(subscription.secret).toMatch(/^whsec_.{20,}/);
    const updated = await kit.api('PUT', `/webhook-subscriptions/${subscription.id}`, kit.admin, { events: ['ticket.closed'], active: false });
    expect(updated.json()).toMatchObject({ events: ['ticket.closed'], active: false, secret: subscription.secret });
    expect((await kit.api('GET', '/webhook-subscriptions', kit.admin)).json<{ webhookSubscriptions: WebhookSubscription[] }>().webhookSubscriptions.map((row) => row.id)).toEqual([subscription.id]);

    const stranger = await conversationCompany(server, { queues: 'one' });
    expect((await stranger.api('GET', '/webhook-subscriptions', stranger.admin)).json()).toEqual({ webhookSubscriptions: [] });
    for (const [method, url] of [['PUT', `/webhook-subscriptions/${subscription.id}`], ['DELETE', `/webhook-subscriptions/${subscription.id}`], ['GET', `/webhook-subscriptions/${subscription.id}/deliveries`]] as const) {
      const response = await stranger.api(method, url, stranger.admin, method === 'PUT' ? { active: true } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    await server.db.update(plans).set({ useIntegrations: false }).where(eq(plans.id, kit.company.planId!));
    expect((await kit.api('GET', '/webhook-subscriptions', kit.admin)).statusCode).toBe(403);
    await server.db.update(plans).set({ useIntegrations: true }).where(eq(plans.id, kit.company.planId!));
    expect((await kit.api('DELETE', `/webhook-subscriptions/${subscription.id}`, kit.admin)).statusCode).toBe(200);
    expect((await kit.api('GET', `/webhook-subscriptions/${subscription.id}/deliveries`, kit.admin)).statusCode).toBe(404);
  });

  it('a customer’s first message delivers contact.created, ticket.created and message.received, signed; the bot’s greeting message.sent; another company’s events never arrive', async () => {
    const kit = await conversationCompany(server, { queues: 'one' });
    const subscription = await subscribe(kit, '/events', ['contact.created', 'ticket.created', 'message.received', 'message.sent', 'ticket.closed']);
    const stranger = await conversationCompany(server, { queues: 'one' });
    await stranger.inbound('5511955550009', 'de outra empresa');
    await kit.inbound('5511955550001', 'olá, quero comprar');
    const events = at('/events');
    // The connection's greeting and the queue's: two messages the company sent.
    expect(events.map((item) => item.event).sort()).toEqual(['contact.created', 'message.received', 'message.sent', 'message.sent', 'ticket.created']);
    for (const item of events) {
      expect(item.signatureValid).toBe(true);
      expect(item.body).toMatchObject({ event: item.event, companyId: kit.company.id, createdAt: expect.any(String) });
    }
    const byEvent = Object.fromEntries(events.map((item) => [item.event, item.body.data]));
    expect(byEvent['message.received']!.message).toMatchObject({ body: 'olá, quero comprar', fromMe: false });
    // Each delivery is a job of its own, so they may arrive in any order: read them in the messages' order.
    const sentMessages = events.filter((item) => item.event === 'message.sent').map((item) => item.body.data.message!);
    expect(sentMessages.sort((a, b) => Number(a.id) - Number(b.id))).toEqual([expect.objectContaining({ body: 'Olá Maria! Escolha:', fromMe: true }), expect.objectContaining({ fromMe: true })]);
    expect(byEvent['contact.created']!.contact).toMatchObject({ number: '5511955550001' });
    const ticketId = byEvent['ticket.created']!.ticket!.id;

    expect((await kit.api('PUT', `/tickets/${ticketId}`, kit.admin, { status: 'open', userId: kit.users.admin.id })).statusCode).toBe(200);
    const closed = await kit.api('PUT', `/tickets/${ticketId}`, kit.admin, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    await server.runJobs();
    expect(at('/events').filter((item) => item.event === 'ticket.closed').map((item) => item.body.data.ticket!.id)).toEqual([ticketId]);

    const deliveries = (await kit.api('GET', `/webhook-subscriptions/${subscription.id}/deliveries`, kit.admin)).json<{ deliveries: WebhookDelivery[]; count: number }>();
    expect(deliveries.count).toBe(at('/events').length);
    expect(deliveries.deliveries.every((delivery) => delivery.status === 'delivered' && delivery.statusCode === 204 && delivery.attempts === 1)).toBe(true);
  });

  it('a failing URL is retried with backoff for a day, its status codes recorded, then switched off with a notice', async () => {
    const kit = await conversationCompany(server, { queues: 'none' });
    statusOf.set('/down', 503);
    const subscription = await subscribe(kit, '/down', ['message.received']);
    await kit.inbound('5511955550002', 'alguém aí?');
    expect(at('/down')).toHaveLength(1);
    let waited = 0;
    for (const [index, delay] of DELIVERY_RETRY_DELAYS_MS.entries()) {
      server.clock.advance(delay - 1);
      await server.runJobs();
      expect(at('/down')).toHaveLength(index + 1);
      server.clock.advance(1);
      await server.runJobs();
      expect(at('/down')).toHaveLength(index + 2);
      waited += delay;
    }
    expect(waited).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(waited).toBeLessThanOrEqual(25 * 3_600_000);
    // Every attempt posted the same bytes, signed.
    expect(new Set(at('/down').map((item) => JSON.stringify(item.body))).size).toBe(1);
    expect(at('/down').every((item) => item.signatureValid)).toBe(true);
    // A day went by on the clock: the admin signs in again.
    const admin = (await loginAs(server, kit.users.admin.email)).headers;
    const list = await kit.api('GET', `/webhook-subscriptions/${subscription.id}/deliveries`, admin);
    expect(list.statusCode, list.body).toBe(200);
    const [delivery] = list.json<{ deliveries: WebhookDelivery[] }>().deliveries;
    expect(delivery).toMatchObject({ status: 'failed', statusCode: 503, attempts: DELIVERY_RETRY_DELAYS_MS.length + 1, error: 'HTTP 503' });
    const [stored] = (await kit.api('GET', '/webhook-subscriptions', admin)).json<{ webhookSubscriptions: WebhookSubscription[] }>().webhookSubscriptions;
    expect(stored).toMatchObject({ active: false, disabledAt: expect.any(String), disabledReason: expect.stringContaining('HTTP 503') });
    expect(server.emitted.some((event) => event.channel === 'webhookSubscription' && (event.payload as { webhookSubscription?: WebhookSubscription }).webhookSubscription?.active === false)).toBe(true);
    // Switched off: later events are not delivered; switched back on, the notice goes and they are.
    const write = async (body: string) => {
      expect((await kit.api('POST', `/simulator/${kit.whatsappId}/inbound`, admin, { from: '5511955550002', name: 'Maria Souza', body })).statusCode).toBe(201);
      await server.runJobs();
    };
    await write('e agora?');
    expect(at('/down')).toHaveLength(DELIVERY_RETRY_DELAYS_MS.length + 1);
    statusOf.set('/down', 200);
    const back = await kit.api('PUT', `/webhook-subscriptions/${subscription.id}`, admin, { active: true });
    expect(back.json()).toMatchObject({ active: true, disabledAt: null, disabledReason: null });
    await write('voltou');
    expect(at('/down').at(-1)!.body.data.message).toMatchObject({ body: 'voltou' });
  });
});
