import { z } from 'zod';
import {
  idParams,
  QUICK_MESSAGE_TEXT,
  quickMessageBodySchema,
  quickMessageListQuerySchema,
  quickMessagePageSchema,
  quickMessageSchema,
  quickMessageShortListQuerySchema,
  quickMessageUpdateSchema,
} from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { attachmentUploadSpec, receiveAttachment } from '../../media/attachment-upload.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentQuickMessage } from './quick-message.presenter.js';
import { listUsableQuickMessages, pageQuickMessages } from './quick-messages.repository.js';
import {
  attachQuickMessageMedia,
  createQuickMessage,
  deleteQuickMessage,
  detachQuickMessageMedia,
  readQuickMessage,
  seesAllQuickMessages,
  updateQuickMessage,
} from './quick-messages.service.js';

const schemaTags = ['quick-messages'];

/** Quick replies: every signed-in user; the service guards other people's records. */
export function quickMessagesRoutes(app: App, ctx: AppContext): void {
  const present = (row: Parameters<typeof presentQuickMessage>[0]) => presentQuickMessage(row, { secret: ctx.config.jwtSecret, now: ctx.clock.now() });

  app.get('/quick-messages', { schema: { tags: schemaTags, querystring: quickMessageListQuerySchema, response: { 200: quickMessagePageSchema } } }, async (request) => {
    const auth = authOf(request);
    const { searchParam, pageNumber } = request.query;
    const page = await pageQuickMessages(ctx.db, auth.companyId, { userId: auth.userId, seesAll: seesAllQuickMessages(auth) }, searchParam, pageNumber);
    return { records: page.rows.map(present), count: page.count, hasMore: page.hasMore };
  });

  app.get('/quick-messages/list', { schema: { tags: schemaTags, querystring: quickMessageShortListQuerySchema, response: { 200: z.array(quickMessageSchema) } } }, async (request) => {
    const auth = authOf(request);
    return (await listUsableQuickMessages(ctx.db, auth.companyId, auth.userId)).map(present);
  });

  app.get('/quick-messages/:id', { schema: { tags: schemaTags, params: idParams, response: { 200: quickMessageSchema } } }, async (request) => {
    return present(await readQuickMessage(ctx, authOf(request), request.params.id));
  });

  app.post('/quick-messages', { schema: { tags: schemaTags, body: quickMessageBodySchema, response: { 200: quickMessageSchema } } }, async (request) => {
    return present(await createQuickMessage(ctx, authOf(request), request.body));
  });

  app.put('/quick-messages/:id', { schema: { tags: schemaTags, params: idParams, body: quickMessageUpdateSchema, response: { 200: quickMessageSchema } } }, async (request) => {
    return present(await updateQuickMessage(ctx, authOf(request), request.params.id, request.body));
  });

  app.delete('/quick-messages/:id', { schema: { tags: schemaTags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteQuickMessage(ctx, authOf(request), request.params.id);
    return { message: 'Quick message deleted' };
  });

  // Multipart `typeArch='quickMessage'` and `file`; the first file part is taken.
  app.post(
    '/quick-messages/:id/media-upload',
    { config: { multipart: attachmentUploadSpec }, schema: { tags: schemaTags, params: idParams, response: { 200: quickMessageSchema } } },
    async (request) => {
      const auth = authOf(request);
      const media = await receiveAttachment(ctx, request, auth.companyId, QUICK_MESSAGE_TEXT.required);
      return present(await attachQuickMessageMedia(ctx, auth, request.params.id, media));
    },
  );

  app.delete('/quick-messages/:id/media-upload', { schema: { tags: schemaTags, params: idParams, response: { 200: quickMessageSchema } } }, async (request) => {
    return present(await detachQuickMessageMedia(ctx, authOf(request), request.params.id));
  });
}
