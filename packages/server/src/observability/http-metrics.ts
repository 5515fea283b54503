import type { FastifyInstance } from 'fastify';
import type { ProcessMetrics } from './metrics.js';

/**
 * Times every request by its route pattern (`/tickets/:ticketId`), never the raw URL, so the label
 * set stays bounded; a request that matched no route counts under `unmatched`.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: ProcessMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
