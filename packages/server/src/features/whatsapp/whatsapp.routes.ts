import { z } from 'zod';
import { can, idParams, companyIdParam, INT32_MAX, integerSchema, whatsappBodySchema, whatsappSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { RequestAuth } from '../../shared/caller.js';
import type { App } from '../../http/types.js';
import { presentWhatsapp } from './whatsapp.presenter.js';
import { findWhatsapp, listWhatsapps, queuesByWhatsapp } from './whatsapp.repository.js';
import { createWhatsapp, deleteWhatsapp, updateWhatsapp } from './whatsapp.service.js';

const listQuery = z.object({ companyId: companyIdParam, session: integerSchema(0, INT32_MAX).optional() });

export function whatsappRoutes(app: App, ctx: AppContext): void {
  const present = async (auth: RequestAuth, row: Awaited<ReturnType<typeof findWhatsapp>>) => {
    const queues = (await queuesByWhatsapp(ctx.db, [row.id])).get(row.id) ?? [];
    return presentWhatsapp(row, queues, { withSecrets: can(auth, 'connections-page:editOrDeleteConnection') });
  };

  // Every signed-in user lists connections (new-ticket and transfer dialogs pick one); the
  // `companyId` and `session` parameters of the seeds' client are accepted and ignored.
  app.get('/whatsapp', { schema: { tags: ['whatsapp'], querystring: listQuery, response: { 200: z.array(whatsappSchema) } } }, async (request) => {
    const auth = authOf(request);
    const rows = await listWhatsapps(ctx.db, auth.companyId);
    const queues = await queuesByWhatsapp(ctx.db, rows.map((row) => row.id));
    const withSecrets = can(auth, 'connections-page:editOrDeleteConnection');
    return rows.map((row) => presentWhatsapp(row, queues.get(row.id) ?? [], { withSecrets }));
  });

  app.get('/whatsapp/:id', { schema: { tags: ['whatsapp'], params: idParams, response: { 200: whatsappSchema } } }, async (request) => {
    const auth = authOf(request);
    return present(auth, await findWhatsapp(ctx.db, auth.companyId, request.params.id));
  });

  app.post(
    '/whatsapp',
    { config: { permission: 'connections-page:addConnection' }, schema: { tags: ['whatsapp'], body: whatsappBodySchema, response: { 200: whatsappSchema } } },
    async (request) => {
      const auth = authOf(request);
      return present(auth, await createWhatsapp(ctx, auth.companyId, request.body));
    },
  );

  app.put(
    '/whatsapp/:id',
    { config: { permission: 'connections-page:editOrDeleteConnection' }, schema: { tags: ['whatsapp'], params: idParams, body: whatsappBodySchema, response: { 200: whatsappSchema } } },
    async (request) => {
      const auth = authOf(request);
      return present(auth, await updateWhatsapp(ctx, auth.companyId, request.params.id, request.body));
    },
  );

  app.delete(
    '/whatsapp/:id',
    { config: { permission: 'connections-page:editOrDeleteConnection' }, schema: { tags: ['whatsapp'], params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteWhatsapp(ctx, authOf(request).companyId, request.params.id);
      return { message: 'Whatsapp deleted.' };
    },
  );
}
