import type { FastifyInstance } from 'fastify';
import { cleanDeep, findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@prosa/contract';
import { AppError } from '../shared/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route carries text from WhatsApp (a provider webhook, the simulator): unsafe characters
     * are cleaned instead of refused, so no customer message is lost.
     */
    providerText?: boolean;
  }
}

/** A field holding text the database cannot store, as a validation issue naming the field. */
export function unsafeTextError(field: string): AppError {
  return new AppError('ERR_VALIDATION', { extra: { issues: { [field]: UNSAFE_TEXT_MESSAGE } } });
}

/**
 * The one text rule, for every route at once: a NUL character or a lone surrogate anywhere in the
 * path parameters, query string or JSON body is a 400 naming the field, before any schema or query
 * sees it (multipart fields are checked where they are read, `readMultipart`).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const providerText = request.routeOptions.config.providerText === true;
    for (const part of ['params', 'query', 'body'] as const) {
      const value: unknown = request[part];
      if (providerText) {
        if (part === 'body' && !Buffer.isBuffer(value)) request.body = cleanDeep(value);
        continue;
      }
      const field = findUnsafeText(value);
      if (field !== undefined) throw unsafeTextError(field);
    }
  });
}
