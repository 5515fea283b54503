import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../shared/app-error.js';
import type { App } from '../../http/types.js';
import { receiveInbound } from '../intake.js';
import { cloudCredentialsOf } from './cloud-credentials.js';
import { findCloudConnection } from './cloud-connections.repository.js';
import { mapWebhook } from './webhook-mapping.js';
import { sameSecret, verifySignature } from './webhook-signature.js';
import { routeEvents } from './webhook-targets.js';

const params = z.object({ whatsappId: idParam });
const verificationQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});
const receivedSchema = z.object({ received: z.number().int(), stored: z.number().int() });

/** Public: Meta authenticates with the verify token (GET) or the app secret's signature (POST), not a session. */
const config = { public: true };

/**
 * Meta's callback URL for one Cloud API connection: `/webhooks/cloud/{whatsappId}`.
 * The POST needs the exact bytes Meta signed, so it lives in its own encapsulated scope whose only
 * body parser keeps the raw buffer; every other route keeps Fastify's JSON parser.
 */
export function cloudWebhookRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/webhooks/cloud/:whatsappId',
    { config, schema: { tags: ['webhooks'], summary: 'Meta webhook verification', params, querystring: verificationQuery, response: { 200: z.string() } } },
    async (request, reply) => {
      const connection = await findCloudConnection(ctx.db, request.params.whatsappId);
      if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
      const { verifyToken } = cloudCredentialsOf(connection);
      const query = request.query;
      // An unset verify token must not match an empty one in the query.
      if (query['hub.mode'] !== 'subscribe' || !verifyToken || !sameSecret(query['hub.verify_token'] ?? '', verifyToken)) throw new AppError('ERR_NO_PERMISSION');
      if (!query['hub.challenge']) throw new AppError('ERR_VALIDATION', { extra: { issues: { 'hub.challenge': 'Required' } } });
      // The challenge is echoed as typed; nosniff keeps a browser from reading it as anything but text.
      return reply.type('text/plain; charset=utf-8').header('x-content-type-options', 'nosniff').send(query['hub.challenge']);
    },
  );

  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    // Whatever the content type, the handler gets the bytes: the signature is checked before any parsing.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(
      '/webhooks/cloud/:whatsappId',
      { config, schema: { tags: ['webhooks'], summary: 'Meta webhook events (signed with X-Hub-Signature-256)', params, response: { 200: receivedSchema } } },
      async (request) => {
        const connection = await findCloudConnection(ctx.db, request.params.whatsappId);
        if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-hub-signature-256'];
        if (!verifySignature(cloudCredentialsOf(connection).appSecret, raw, signature)) {
          request.log.warn({ whatsappId: connection.id, signed: signature !== undefined }, 'cloud webhook refused: bad or missing signature');
          throw new AppError('ERR_UNAUTHORIZED');
        }
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AppError('ERR_VALIDATION', { extra: { issues: { body: 'not JSON' } } });
        }
        const mapped = mapWebhook(body);
        const { routed, unrouted } = await routeEvents(ctx.db, connection, mapped.events, (secret) => verifySignature(secret, raw, signature));
        if (mapped.notes.length || unrouted.length) request.log.info({ whatsappId: connection.id, notes: mapped.notes, unrouted }, 'cloud webhook items skipped');
        // One insert per event, no transaction: each is idempotent, so if one fails Meta's retry of the
        // whole payload fills the gap, and the intake listeners never hear of a row that is not committed.
        let stored = 0;
        for (const { target, event } of routed) if ((await receiveInbound(ctx, target, event)).stored) stored += 1;
        return { received: routed.length, stored };
      },
    );
  });
}
