import { z } from 'zod';
import { externalSendBodySchema, externalSendFormSchema, externalSendResultSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { apiConnectionOf } from '../../http/connection-token.js';
import { MAX_UPLOAD_FILES, multipartSpec, readMultipart } from '../../http/multipart.js';
import type { App } from '../../http/types.js';
import { keepUpload } from '../../media/uploads.js';
import { AppError } from '../../shared/app-error.js';
import { sendFromApi, type ExternalSend } from './external-send.js';

const tags = ['external-api'];
const idempotencyHeader = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }).loose();

/** The multipart form: up to ten files in `medias`, their caption in `body`. */
const sendMultipartSpec = multipartSpec(
  z.object({ number: z.string().max(60), body: z.string().max(65_536).optional(), closeTicket: z.string().max(10).optional(), quotedMsgId: z.string().max(20).optional() }),
  { medias: { max: MAX_UPLOAD_FILES } },
);

function issuesOf(error: z.ZodError): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of error.issues) issues[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return issues;
}

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('ERR_VALIDATION', { extra: { issues: issuesOf(result.error) } });
  return result.data;
}

/**
 * The external send API: authenticated by a
 * connection's token, not a session; the company's plan must have `useExternalApi`.
 */
export function externalApiRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/messages/send',
    { config: { connectionToken: true, feature: 'useExternalApi', multipart: sendMultipartSpec }, schema: { tags, headers: idempotencyHeader, response: { 201: externalSendResultSchema } } },
    async (request, reply) => {
      const connection = apiConnectionOf(request);
      let input: ExternalSend;
      if (request.isMultipart()) {
        const { fields, files } = await readMultipart<typeof sendMultipartSpec.fields>(request, ctx.media);
        const form = parsed(externalSendFormSchema, { ...fields, body: (fields.body ?? '').replace(/\r\n/g, '\n') });
        const kept = files.filter((file) => file.size > 0);
        if (kept.length === 0 && !form.body.trim()) throw new AppError('ERR_VALIDATION', { extra: { issues: { body: 'Required' } } });
        input = { number: form.number, body: form.body, closeTicket: form.closeTicket, quotedMsgId: form.quotedMsgId, files: [], idempotencyKey: request.headers['idempotency-key'] };
        for (const file of kept) {
          const stored = await keepUpload(ctx, request, connection.companyId, file);
          input.files.push({ path: stored.path, name: file.filename, mimetype: file.mimetype });
        }
      } else {
        const body = parsed(externalSendBodySchema, request.body ?? {});
        input = { ...body, files: [], idempotencyKey: request.headers['idempotency-key'] };
      }
      const result = await sendFromApi(ctx, connection, input);
      return reply.status(201).send({ mensagem: 'Mensagem enviada' as const, ...result });
    },
  );
}
