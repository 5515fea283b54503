import { z } from 'zod';
import { idParams, queueOptionCreateSchema, queueOptionSchema, queueOptionsQuerySchema, queueOptionUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { attachmentUploadSpec, receiveAttachment } from '../../media/attachment-upload.js';
import { presentLevel, presentOptionTree } from './queue-option.presenter.js';
import { optionsOfQueue } from './queue-options.repository.js';
import { attachQueueOptionMedia, createQueueOption, deleteQueueOption, listQueueOptions, removeQueueOptionMedia, updateQueueOption } from './queue-options.service.js';
import type { QueueOptionRow } from '../../db/schema/index.js';

const admin = { role: 'admin' } as const;
const tags = ['queue-options'];

/** The queue options tree: admin only; answers carry each option's nested children. */
export function queueOptionsRoutes(app: App, ctx: AppContext): void {
  const media = () => ({ secret: ctx.config.jwtSecret, now: ctx.clock.now() });
  const presentWithSubtree = async (row: QueueOptionRow) => presentOptionTree(row, await optionsOfQueue(ctx.db, row.queueId), media());

  app.get('/queue-options', { config: admin, schema: { tags, querystring: queueOptionsQuerySchema, response: { 200: z.array(queueOptionSchema) } } }, async (request) => {
    const { queueId, parentId } = request.query;
    return presentLevel(parentId, await listQueueOptions(ctx.db, authOf(request).companyId, queueId, parentId), media());
  });

  app.post('/queue-options', { config: admin, schema: { tags, body: queueOptionCreateSchema, response: { 200: queueOptionSchema } } }, async (request) => {
    return presentWithSubtree(await createQueueOption(ctx, authOf(request).companyId, request.body));
  });

  app.put('/queue-options/:id', { config: admin, schema: { tags, params: idParams, body: queueOptionUpdateSchema, response: { 200: queueOptionSchema } } }, async (request) => {
    return presentWithSubtree(await updateQueueOption(ctx, authOf(request).companyId, request.params.id, request.body));
  });

  app.delete('/queue-options/:id', { config: admin, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteQueueOption(ctx, authOf(request).companyId, request.params.id);
    return { message: 'Option Deleted' };
  });

  app.post(
    '/queue-options/:id/media-upload',
    { config: { ...admin, multipart: attachmentUploadSpec }, schema: { tags, params: idParams, response: { 200: queueOptionSchema } } },
    async (request) => {
      const { companyId } = authOf(request);
      return presentWithSubtree(await attachQueueOptionMedia(ctx, companyId, request.params.id, await receiveAttachment(ctx, request, companyId)));
    },
  );

  app.delete('/queue-options/:id/media-upload', { config: admin, schema: { tags, params: idParams, response: { 200: queueOptionSchema } } }, async (request) => {
    return presentWithSubtree(await removeQueueOptionMedia(ctx, authOf(request).companyId, request.params.id));
  });
}
