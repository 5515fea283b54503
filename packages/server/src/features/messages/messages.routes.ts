import { z } from 'zod';
import { idParams, idParam, MESSAGE_BODY_MAX, messageEditSchema, messageListQuerySchema, messageListSchema, messageSchema, messageSendSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../shared/app-error.js';
import { MAX_UPLOAD_FILES, multipartSpec, readMultipart } from '../../http/multipart.js';
import { keepUpload } from '../../media/uploads.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { ticketForCaller } from '../tickets/ticket-access.js';
import { presentTicket } from '../tickets/ticket.presenter.js';
import { sendFromAgent, type AgentSend } from './agent-send.js';
import { deleteMessage, editMessage } from './change-sent-message.js';
import { markTicketRead } from './mark-read.js';
import { presentMessages } from './message.presenter.js';
import { pageHistory } from './messages.repository.js';
import { ownMediaPath } from './own-media.js';
import type { MessageRow } from '../../db/schema/index.js';

const tags = ['messages'];
const ticketParams = z.object({ ticketId: idParam });
const messageIdParams = z.object({ messageId: idParam });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }).loose();

/** The multipart form of a send: up to ten files in `medias`, the caption in `body`. */
const sendMultipartSpec = multipartSpec(
  z.object({
    body: z.string().max(MESSAGE_BODY_MAX).optional(),
    quotedMsg: z.string().max(2000).optional(),
    fromMe: z.string().max(10).optional(),
    read: z.string().max(10).optional(),
  }),
  { medias: { max: MAX_UPLOAD_FILES } },
);

function issuesOf(error: z.ZodError): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of error.issues) issues[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return issues;
}

/** Conversations. */
export function messagesRoutes(app: App, ctx: AppContext): void {
  const signer = () => ({ secret: ctx.config.jwtSecret, now: ctx.clock.now() });
  const present = async (row: MessageRow) => (await presentMessages(ctx.db, [row], signer()))[0]!;

  app.get('/messages/:ticketId', { schema: { tags, params: ticketParams, querystring: messageListQuerySchema, response: { 200: messageListSchema } } }, async (request) => {
    const auth = authOf(request);
    let ticket = await ticketForCaller(ctx.db, auth, request.params.ticketId);
    const page = await pageHistory(ctx.db, ticket, request.query.pageNumber);
    // The admin's read-only peek neither marks read nor sends receipts.
    if (!request.query.peek && request.query.pageNumber === 1 && ticket.unreadMessages > 0) {
      await markTicketRead(ctx, ticket);
      ticket = { ...ticket, unreadMessages: 0 };
    }
    return { messages: await presentMessages(ctx.db, page.rows, signer()), ticket: await presentTicket(ctx.db, ticket), count: page.count, hasMore: page.hasMore };
  });

  // JSON `{ body, quotedMsg, mediaUrl }` or multipart `medias` + `body`: validated by hand, one route for both.
  app.post('/messages/:ticketId', { config: { multipart: sendMultipartSpec }, schema: { tags, params: ticketParams, headers: idempotencyHeader, response: { 201: messageSchema } } }, async (request, reply) => {
    const auth = authOf(request);
    const input: AgentSend = { body: '', files: [], idempotencyKey: request.headers['idempotency-key'] };
    if (request.isMultipart()) {
      const { fields, files } = await readMultipart<typeof sendMultipartSpec.fields>(request, ctx.media);
      // Browsers send form fields with CRLF line breaks; WhatsApp and the history use LF.
      const parsed = messageSendSchema.safeParse({ body: (fields.body ?? '').replace(/\r\n/g, '\n'), quotedMsg: fields.quotedMsg ? safeJson(fields.quotedMsg) : undefined });
      if (!parsed.success) throw new AppError('ERR_VALIDATION', { extra: { issues: issuesOf(parsed.error) } });
      input.body = parsed.data.body;
      input.quotedMsgId = parsed.data.quotedMsg;
      for (const file of files.filter((item) => item.size > 0)) {
        const stored = await keepUpload(ctx, request, auth.companyId, file);
        input.files.push({ path: stored.path, name: file.filename, mimetype: file.mimetype });
      }
    } else {
      const parsed = messageSendSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('ERR_VALIDATION', { extra: { issues: issuesOf(parsed.error) } });
      input.body = parsed.data.body;
      input.quotedMsgId = parsed.data.quotedMsg;
      if (parsed.data.mediaUrl) {
        const path = ownMediaPath(parsed.data.mediaUrl, auth.companyId, ctx.config.jwtSecret, ctx.clock.now(), request.headers.host);
        input.files.push({ path, name: path.split('/').pop()!.replace(/^[0-9a-f-]{36}-/, '') });
      }
    }
    const row = await sendFromAgent(ctx, auth, request.params.ticketId, input);
    return reply.status(201).send(await present(row));
  });

  app.delete('/messages/:id', { schema: { tags, params: idParams, response: { 200: messageSchema } } }, async (request) => {
    return present(await deleteMessage(ctx, authOf(request), request.params.id));
  });

  app.post('/messages/edit/:messageId', { schema: { tags, params: messageIdParams, body: messageEditSchema, response: { 200: messageSchema } } }, async (request) => {
    return present(await editMessage(ctx, authOf(request), request.params.messageId, request.body.body));
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
