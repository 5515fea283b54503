import type { FastifyInstance, FastifyRequest } from 'fastify';

// The password-reset route carries the new password in its path for compatibility with the seeds'
// client; it must never reach a log line.
const SECRET_PATHS = [/^\/resetpasswords\//i];

export function redactUrl(url: string): string {
  return SECRET_PATHS.some((pattern) => pattern.test(url)) ? url.replace(/^(\/resetpasswords)\/.*/i, '$1/[redacted]') : url;
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});

/** Requests are logged at debug level (LOG_LEVEL=debug), with the secret paths redacted. */
export function registerRequestLog(app: FastifyInstance): void {
  if (!['debug', 'trace'].includes(app.log.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
}
