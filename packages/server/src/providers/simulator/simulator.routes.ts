import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, whatsappSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { whatsapps } from '../../db/schema/index.js';
import { placeholder, preparedStatement } from '../../db/prepared-statement.js';
import { AppError } from '../../shared/app-error.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentWhatsapp } from '../../features/whatsapp/whatsapp.presenter.js';
import { queuesByWhatsapp } from '../../features/whatsapp/whatsapp.repository.js';
import { requestSessionCommand } from '../../sessions/session-control.js';
import { receiveInbound } from '../intake.js';
import { knownMessage, outboxSince, pair } from './simulator-network.js';
import { simulatedInbound } from './simulated-inbound.js';
import { ackBodySchema, callBodySchema, inboundBodySchema, outboxQuerySchema, outboxResponseSchema, scanBodySchema, updateBodySchema } from './simulator.schemas.js';

const params = z.object({ whatsappId: idParam });
const accepted = z.object({ message: z.string() });

// Every simulated inbound event looks its connection up: prepared once (db/prepared-statement.ts).
const simulatorConnection = preparedStatement('simulator_connection', (db) =>
  db
    .select()
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, placeholder('companyId')), eq(whatsapps.id, placeholder('whatsappId')), eq(whatsapps.provider, 'simulator'))),
);

/**
 * The simulated WhatsApp network's controls. Registered only when the simulator is
 * enabled; admins of the company owning a simulator connection only.
 */
export function simulatorRoutes(app: App, ctx: AppContext): void {
  const connectionOf = async (companyId: number, whatsappId: number) => {
    const [row] = await simulatorConnection(ctx.db, { companyId, whatsappId });
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
    return row;
  };
  const connected = async (companyId: number, whatsappId: number) => {
    const row = await connectionOf(companyId, whatsappId);
    if (row.status !== 'CONNECTED') throw new AppError('ERR_WAPP_SESSION_STATE');
    return row;
  };
  const config = { role: 'admin' as const };
  // What the simulated network delivers is WhatsApp's text: cleaned, never refused (like a real provider's).
  const inboundConfig = { ...config, providerText: true };
  const tags = ['simulator'];

  app.post('/simulator/:whatsappId/scan', { config, schema: { tags, params, body: scanBodySchema, response: { 200: whatsappSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    const row = await connectionOf(companyId, request.params.whatsappId);
    if (row.status !== 'qrcode' && row.status !== 'PAIRING') throw new AppError('ERR_WAPP_SESSION_STATE');
    const number = request.body?.number ?? row.startOptions.number ?? `55119${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    await ctx.db.transaction(async (tx) => {
      await pair(tx, row.id, number);
      await requestSessionCommand(tx, row.id, 'resume');
    });
    ctx.sessions.wake();
    // The owner of the session (maybe another process) connects it; answer once it has.
    const deadline = Date.now() + 10_000;
    let current = row;
    while (Date.now() < deadline) {
      [current = row] = await ctx.db.select().from(whatsapps).where(eq(whatsapps.id, row.id));
      if (current.status === 'CONNECTED') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const queues = (await queuesByWhatsapp(ctx.db, [row.id])).get(row.id) ?? [];
    return presentWhatsapp(current, queues, { withSecrets: true });
  });

  app.post('/simulator/:whatsappId/inbound', { config: inboundConfig, schema: { tags, params, body: inboundBodySchema, response: { 201: z.object({ id: z.string() }) } } }, async (request, reply) => {
    const { companyId } = authOf(request);
    const row = await connected(companyId, request.params.whatsappId);
    const message = await simulatedInbound(request.body, companyId, row.number, ctx.media, ctx.clock.now());
    await receiveInbound(ctx, { companyId, whatsappId: row.id }, { kind: 'message', message });
    return reply.status(201).send({ id: message.providerMessageId });
  });

  app.post('/simulator/:whatsappId/update', { config: inboundConfig, schema: { tags, params, body: updateBodySchema, response: { 202: accepted } } }, async (request, reply) => {
    const { companyId } = authOf(request);
    const row = await connected(companyId, request.params.whatsappId);
    const { id, type, body = '', emoji = '' } = request.body;
    if (!(await knownMessage(ctx.db, row.id, id))) throw new AppError('ERR_NO_MESSAGE_FOUND');
    const timestamp = ctx.clock.now().toISOString();
    const update =
      type === 'edit'
        ? { providerMessageId: id, kind: 'edit' as const, body, timestamp }
        : type === 'revoke'
          ? { providerMessageId: id, kind: 'revoke' as const, timestamp }
          : { providerMessageId: id, kind: 'reaction' as const, emoji, sender: {}, fromMe: false, timestamp };
    await receiveInbound(ctx, { companyId, whatsappId: row.id }, { kind: 'update', update });
    return reply.status(202).send({ message: 'Update delivered.' });
  });

  app.post('/simulator/:whatsappId/ack', { config, schema: { tags, params, body: ackBodySchema, response: { 202: accepted } } }, async (request, reply) => {
    const { companyId } = authOf(request);
    const row = await connected(companyId, request.params.whatsappId);
    const { id, ack } = request.body;
    if (!(await knownMessage(ctx.db, row.id, id, true))) throw new AppError('ERR_NO_MESSAGE_FOUND');
    await receiveInbound(ctx, { companyId, whatsappId: row.id }, { kind: 'update', update: { providerMessageId: id, kind: 'ack', ack: ack as 1 | 2 | 3 | 4 | 5 } });
    return reply.status(202).send({ message: 'Ack delivered.' });
  });

  app.post('/simulator/:whatsappId/call', { config, schema: { tags, params, body: callBodySchema, response: { 202: accepted } } }, async (request, reply) => {
    const { companyId } = authOf(request);
    const row = await connected(companyId, request.params.whatsappId);
    const now = ctx.clock.now();
    const call = { callId: `SIM-CALL-${now.getTime()}-${randomInt(0, 1_000_000)}`, from: { phone: request.body.from }, timestamp: now.toISOString(), isVideo: false };
    await receiveInbound(ctx, { companyId, whatsappId: row.id }, { kind: 'call', call });
    return reply.status(202).send({ message: 'Call delivered.' });
  });

  app.get('/simulator/:whatsappId/outbox', { config, schema: { tags, params, querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    const row = await connectionOf(companyId, request.params.whatsappId);
    const rows = await outboxSince(ctx.db, row.id, new Date(request.query.since ?? 0));
    return {
      messages: rows.map((entry) => ({
        id: entry.providerMessageId,
        to: entry.to,
        body: entry.body,
        mediaType: entry.mediaType,
        ...(entry.filename ? { filename: entry.filename } : {}),
        ...(entry.quotedId ? { quotedId: entry.quotedId } : {}),
        timestamp: entry.sentAt.getTime(),
      })),
    };
  });

  app.post('/simulator/:whatsappId/disconnect', { config, schema: { tags, params, response: { 202: accepted } } }, async (request, reply) => {
    const { companyId } = authOf(request);
    const row = await connected(companyId, request.params.whatsappId);
    await requestSessionCommand(ctx.db, row.id, 'network-drop');
    ctx.sessions.wake();
    return reply.status(202).send({ message: 'Connection dropped.' });
  });
}
