import type { FastifyRequest } from 'fastify';

// The password-reset route carries the new password in its path for compatibility with the seeds'
// client; it must never reach a log line (rules.md "Companies, plans, auth").
const SECRET_PATHS = [/^\/resetpasswords\//i];

export function redactUrl(url: string): string {
  return SECRET_PATHS.some((pattern) => pattern.test(url)) ? url.replace(/^(\/resetpasswords)\/.*/i, '$1/[redacted]') : url;
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});
