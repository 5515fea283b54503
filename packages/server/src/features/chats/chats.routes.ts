import { z } from 'zod';
import {
  chatBodySchema,
  chatListQuerySchema,
  chatMessageBodySchema,
  chatMessagePageSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatPageSchema,
  chatParams,
  chatReadBodySchema,
  chatSchema,
  chatUpdateSchema,
} from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentChat, presentChatMessage, presentChats } from './chat.presenter.js';
import { findMemberChat, pageChatMessages, pageMemberChats } from './chats.repository.js';
import { createChat, deleteChat, markChatRead, updateChat } from './chats.service.js';
import { postChatMessage } from './post-chat-message.js';

const tags = ['chats'];
/** The whole area follows the plan flag: 403 `ERR_PLAN_FEATURE_DISABLED` without it. */
const config = { feature: 'useInternalChat' } as const;

/** Internal chat: members only; a chat the caller is not in is 404. */
export function chatsRoutes(app: App, ctx: AppContext): void {
  app.get('/chats', { config, schema: { tags, querystring: chatListQuerySchema, response: { 200: chatPageSchema } } }, async (request) => {
    const auth = authOf(request);
    const { searchParam, pageNumber, withUnreadMessages } = request.query;
    const page = await pageMemberChats(ctx.db, auth.companyId, auth.userId, { searchParam, pageNumber, unreadOnly: withUnreadMessages === 'true' });
    return { records: await presentChats(ctx.db, page.rows), count: page.count, hasMore: page.hasMore };
  });

  app.get('/chats/:id', { config, schema: { tags, params: chatParams, response: { 200: chatSchema } } }, async (request) => {
    const auth = authOf(request);
    return presentChat(ctx.db, await findMemberChat(ctx.db, auth.companyId, auth.userId, request.params.id));
  });

  app.post('/chats', { config, schema: { tags, body: chatBodySchema, response: { 200: chatSchema } } }, async (request) => {
    return createChat(ctx, authOf(request), request.body);
  });

  app.put('/chats/:id', { config, schema: { tags, params: chatParams, body: chatUpdateSchema, response: { 200: chatSchema } } }, async (request) => {
    return updateChat(ctx, authOf(request), request.params.id, request.body);
  });

  app.delete('/chats/:id', { config, schema: { tags, params: chatParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteChat(ctx, authOf(request), request.params.id);
    return { message: 'Chat deleted' };
  });

  app.get('/chats/:id/messages', { config, schema: { tags, params: chatParams, querystring: chatMessagesQuerySchema, response: { 200: chatMessagePageSchema } } }, async (request) => {
    const auth = authOf(request);
    const chat = await findMemberChat(ctx.db, auth.companyId, auth.userId, request.params.id);
    const page = await pageChatMessages(ctx.db, chat.id, request.query.pageNumber);
    return { records: page.rows.map((row) => presentChatMessage(row.message, row.senderName)), count: page.count, hasMore: page.hasMore };
  });

  app.post('/chats/:id/messages', { config, schema: { tags, params: chatParams, body: chatMessageBodySchema, response: { 200: chatMessageSchema } } }, async (request) => {
    return (await postChatMessage(ctx, authOf(request), request.params.id, request.body.message)).message;
  });

  app.post('/chats/:id/read', { config, schema: { tags, params: chatParams, body: chatReadBodySchema, response: { 200: chatSchema } } }, async (request) => {
    return markChatRead(ctx, authOf(request), request.params.id);
  });
}
