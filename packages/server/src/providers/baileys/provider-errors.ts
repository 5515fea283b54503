import { ProviderError } from '../provider-types.js';

/** Baileys' Boom errors carry an HTTP-like status in `output.statusCode`. */
export function statusCodeOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const output = (error as { output?: { statusCode?: unknown } }).output;
  return typeof output?.statusCode === 'number' ? output.statusCode : undefined;
}

/** Node's network error codes: the request never completed, so trying again is safe. */
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND', 'EPIPE', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET']);

/**
 * Retryable: the socket closed or timed out before WhatsApp took the message (408, 428), the
 * service was busy (429, 5xx), or the network failed. Anything else (a bad JID, a refused
 * message, a forbidden action) fails the same way on every attempt.
 */
export function isRetryable(error: unknown): boolean {
  const status = statusCodeOf(error);
  if (status !== undefined) return status === 408 || status === 428 || status === 429 || status >= 500;
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  return error instanceof Error && error.name === 'TimeoutError';
}

export function providerErrorOf(error: unknown, code: string): ProviderError {
  if (error instanceof ProviderError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const wrapped = new ProviderError(message || 'WhatsApp request failed', code, isRetryable(error));
  wrapped.cause = error;
  return wrapped;
}

export const notConnected = () => new ProviderError('The WhatsApp session is not connected', 'ERR_WAPP_NOT_INITIALIZED', true);

/** An error Baileys' close handling (and `statusCodeOf`) reads like its own Boom errors. */
export function errorWithStatus(message: string, statusCode: number): Error {
  return Object.assign(new Error(message), { output: { statusCode } });
}
