import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessage, type ErrorCode } from '@prosa/contract';
import { AppError } from '../shared/app-error.js';
import { languageOf } from './language.js';

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const message = errorMessage(error.code, languageOf(request.headers['accept-language']), error.params);
  return reply
    .status(error.status)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send({ error: error.code, message, ...error.params, ...error.extra });
}

function issuesOf(error: FastifyError): Record<string, string> {
  const issues: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const item of error.validation) {
      const issuePath = (item.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path ?? [];
      const path = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || issuePath.map(String).join('.');
      const field = path || error.validationContext || 'body';
      issues[field] ??= item.message ?? 'Invalid value';
    }
  }
  return issues;
}

/** A URL the router refused before any route ran (undecodable escape, parameter too long). */
export function malformedUrlError(error: FastifyError): AppError {
  const issue = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Too Long!' : 'Malformed URL';
  return new AppError('ERR_VALIDATION', { extra: { issues: { url: issue } } });
}

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type) mapped onto catalogue codes. */
function codeForClientError(error: FastifyError): ErrorCode {
  if (error.statusCode === 413) return 'ERR_PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'ERR_UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode === 404) return 'ERR_NOT_FOUND';
  return 'ERR_VALIDATION';
}

/**
 * One place turns every failure into `{ error, message }`. Unknown failures are
 * logged and answered as ERR_INTERNAL without leaking anything internal.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      return handle(error, request, reply);
    } catch (failure) {
      // The handler itself must never fall back to Fastify's default body, which carries the raw message.
      request.log.error({ err: failure, original: error }, 'error handler failed');
      return sendAppError(request, reply, new AppError('ERR_INTERNAL'));
    }
  });
}

function handle(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) return sendAppError(request, reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendAppError(request, reply, new AppError('ERR_VALIDATION', { extra: { issues: issuesOf(error) } }));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return sendAppError(request, reply, new AppError('ERR_INTERNAL'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = codeForClientError(error);
    const extra = code === 'ERR_VALIDATION' ? { issues: { body: error.message } } : {};
    return sendAppError(request, reply, new AppError(code, { extra }));
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendAppError(request, reply, new AppError('ERR_INTERNAL'));
}
