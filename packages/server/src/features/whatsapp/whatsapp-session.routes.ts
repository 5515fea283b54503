import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParams, startSessionBodySchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { whatsapps } from '../../db/schema/index.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { requestSessionCommand, type SessionCommand } from '../../sessions/session-control.js';
import { emitSessionUpdate } from './whatsapp.events.js';
import { findWhatsapp } from './whatsapp.repository.js';
import { inCompany } from '../../db/company-scope.js';

const messageSchema = z.object({ message: z.string() });

/**
 * `POST|PUT|DELETE /whatsappsession/{id}`: try again, new QR, disconnect. The request
 * records what is wanted and a command for the process that owns the session, then answers.
 */
export function whatsappSessionRoutes(app: App, ctx: AppContext): void {
  const act = async (companyId: number, id: number, command: SessionCommand, options: { usePairingCode?: boolean; number?: string } = {}) => {
    const row = await ctx.db.transaction(async (tx) => {
      await findWhatsapp(tx, companyId, id);
      const wanted = command !== 'logout';
      const [updated] = await tx
        .update(whatsapps)
        .set({ sessionWanted: wanted, ...(wanted ? { status: 'OPENING' as const, qrcode: '', pairingCode: '', retries: 0 } : {}), startOptions: options, updatedAt: ctx.clock.now() })
        .where(inCompany(whatsapps, companyId, eq(whatsapps.id, id)))
        .returning();
      await requestSessionCommand(tx, id, command, options);
      return updated!;
    });
    ctx.sessions.wake();
    await emitSessionUpdate(ctx, row);
  };
  const config = { permission: 'connections-page:actionButtons' as const };

  app.post('/whatsappsession/:id', { config, schema: { tags: ['whatsapp'], params: idParams, body: startSessionBodySchema, response: { 200: messageSchema } } }, async (request) => {
    const body = request.body ?? {};
    await act(authOf(request).companyId, request.params.id, 'start', { usePairingCode: body.usePairingCode, number: body.number });
    return { message: 'Starting session.' };
  });

  app.put('/whatsappsession/:id', { config, schema: { tags: ['whatsapp'], params: idParams, response: { 200: messageSchema } } }, async (request) => {
    await act(authOf(request).companyId, request.params.id, 'new-qr');
    return { message: 'Starting session.' };
  });

  app.delete('/whatsappsession/:id', { config, schema: { tags: ['whatsapp'], params: idParams, response: { 200: messageSchema } } }, async (request) => {
    await act(authOf(request).companyId, request.params.id, 'logout');
    return { message: 'Session disconnected.' };
  });
}
