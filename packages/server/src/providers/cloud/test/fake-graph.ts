import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';

/**
 * A local stand-in for Meta's Graph API: the real Cloud
 * adapter talks HTTP to it, and tests read back exactly what was sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** JSON body, or the text fields of a multipart upload. */
  body: Record<string, unknown>;
  file?: { name: string; type: string; data: Buffer };
}

export interface StoredBlob {
  data: Buffer;
  mimetype: string;
}

export interface FakeGraph {
  baseUrl: string;
  requests: RecordedRequest[];
  blobs: Map<string, StoredBlob>;
  /** The next send answers this HTTP status and Meta error body. */
  failNextSend(status: number, error: Record<string, unknown>): void;
  /** The next send stalls longer than any test timeout. */
  stallNextSend(ms: number): void;
  sent(): RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeGraph(options: { accessToken: string }): Promise<FakeGraph> {
  const app = Fastify({ logger: false });
  const requests: RecordedRequest[] = [];
  const blobs = new Map<string, StoredBlob>();
  let failure: { status: number; error: Record<string, unknown> } | undefined;
  let stallMs = 0;
  let baseUrl = '';

  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return reply.code(401).send({ error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190, fbtrace_id: 'Atrace' } });
    }
    if (request.method === 'GET') requests.push({ method: 'GET', path: request.url, authorization: request.headers.authorization, body: {} });
  });

  app.post<{ Params: { v: string; phoneId: string }; Body: Record<string, unknown> }>('/:v/:phoneId/messages', async (request, reply) => {
    requests.push({ method: 'POST', path: request.url, authorization: request.headers.authorization, body: request.body });
    if (stallMs) {
      await new Promise((resolve) => setTimeout(resolve, stallMs));
      stallMs = 0;
    }
    if (failure) {
      const { status, error } = failure;
      failure = undefined;
      return reply.code(status).send({ error });
    }
    if (request.body.status === 'read') return { success: true };
    const to = String(request.body.to);
    return { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.${randomBytes(12).toString('hex').toUpperCase()}` }] };
  });

  app.post<{ Params: { v: string; phoneId: string }; Body: Buffer }>('/:v/:phoneId/media', async (request) => {
    // Node's own multipart reader (undici) parses what fetch's FormData wrote.
    const form = await new Response(request.body, { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    const file = form.get('file');
    const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    const recorded: RecordedRequest = { method: 'POST', path: request.url, authorization: request.headers.authorization, body: fields };
    if (file instanceof File) {
      const data = Buffer.from(await file.arrayBuffer());
      recorded.file = { name: file.name, type: file.type, data };
      const id = String(1_000_000_000_000 + blobs.size);
      blobs.set(id, { data, mimetype: String(fields.type ?? file.type) });
      requests.push(recorded);
      return { id };
    }
    requests.push(recorded);
    return { id: undefined };
  });

  app.get<{ Params: { v: string; mediaId: string } }>('/:v/:mediaId', async (request, reply) => {
    const blob = blobs.get(request.params.mediaId);
    if (!blob) return reply.code(400).send({ error: { message: 'Unsupported get request. Object does not exist', type: 'GraphMethodException', code: 100, error_subcode: 33 } });
    const sha256 = createHash('sha256').update(blob.data).digest('hex');
    return { messaging_product: 'whatsapp', url: `${baseUrl}/media-blob/${request.params.mediaId}`, mime_type: blob.mimetype, sha256, file_size: blob.data.length, id: request.params.mediaId };
  });

  app.get<{ Params: { id: string } }>('/media-blob/:id', async (request, reply) => {
    const blob = blobs.get(request.params.id);
    if (!blob) return reply.code(404).send();
    return reply.type(blob.mimetype).send(blob.data);
  });

  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl,
    requests,
    blobs,
    failNextSend: (status, error) => void (failure = { status, error }),
    stallNextSend: (ms) => void (stallMs = ms),
    sent: () => requests.filter((r) => r.path.endsWith('/messages')),
    close: () => app.close(),
  };
}
