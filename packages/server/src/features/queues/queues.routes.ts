import { z } from 'zod';
import { idParams, companyIdParam, queueBodySchema, queueSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentQueue } from './queue.presenter.js';
import { findQueue, listQueues } from './queues.repository.js';
import { attachQueueMedia, createQueue, deleteQueue, removeQueueMedia, updateQueue } from './queues.service.js';
import { attachmentUploadSpec, receiveAttachment } from '../../media/attachment-upload.js';
import type { QueueRow } from '../../db/schema/index.js';

const listQuery = z.object({ companyId: companyIdParam });
const admin = { role: 'admin' } as const;
const tags = ['queues'];

export function queuesRoutes(app: App, ctx: AppContext): void {
  const present = (row: QueueRow) => presentQueue(row, { secret: ctx.config.jwtSecret, now: ctx.clock.now() });

  // Every signed-in user lists queues (ticket filters, transfer, new ticket); the seeds' optional
  // `companyId` is accepted and ignored: the company is always the caller's.
  app.get('/queue', { schema: { tags, querystring: listQuery, response: { 200: z.array(queueSchema) } } }, async (request) => {
    return (await listQueues(ctx.db, authOf(request).companyId)).map(present);
  });

  app.get('/queue/:id', { schema: { tags, params: idParams, response: { 200: queueSchema } } }, async (request) => {
    return present(await findQueue(ctx.db, authOf(request).companyId, request.params.id));
  });

  app.post('/queue', { config: admin, schema: { tags, body: queueBodySchema, response: { 200: queueSchema } } }, async (request) => {
    return present(await createQueue(ctx, authOf(request).companyId, request.body));
  });

  app.put('/queue/:id', { config: admin, schema: { tags, params: idParams, body: queueBodySchema, response: { 200: queueSchema } } }, async (request) => {
    return present(await updateQueue(ctx, authOf(request).companyId, request.params.id, request.body));
  });

  app.delete('/queue/:id', { config: admin, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteQueue(ctx, authOf(request).companyId, request.params.id);
    return { message: 'Queue deleted' };
  });

  app.post('/queue/:id/media-upload', { config: { ...admin, multipart: attachmentUploadSpec }, schema: { tags, params: idParams, response: { 200: queueSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    return present(await attachQueueMedia(ctx, companyId, request.params.id, await receiveAttachment(ctx, request, companyId)));
  });

  app.delete('/queue/:id/media-upload', { config: admin, schema: { tags, params: idParams, response: { 200: queueSchema } } }, async (request) => {
    return present(await removeQueueMedia(ctx, authOf(request).companyId, request.params.id));
  });
}
