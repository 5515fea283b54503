import fastifyCors from '@fastify/cors';
import { isListedOrigin, type OriginConfig } from './origins.js';
import type { App } from './types.js';

/**
 * CORS with credentials for the origins of `CORS_ORIGINS` only; without it the API serves its own
 * pages alone, which need no CORS headers. Registered before the route guards: a preflight carries
 * no token and is answered in the CORS hook, before any authentication. A preflight from another
 * origin gets no CORS headers (404), so the browser refuses the call.
 */
export async function registerCors(app: App, config: OriginConfig): Promise<void> {
  await app.register(fastifyCors, {
    // `false` leaves the request without CORS headers; a preflight then finds no route (404).
    origin: (origin, callback) => callback(null, isListedOrigin(config, origin) ? origin! : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Read by clients: the wait after too many logins, the file name of an export.
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
}
