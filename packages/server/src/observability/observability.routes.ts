import { timingSafeEqual, createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { App } from '../http/types.js';
import { AppError } from '../shared/app-error.js';
import { readinessChecks } from './readiness.js';

const checkSchema = z.enum(['ok', 'failed']);
const checksSchema = z.object({ database: checkSchema, migrations: checkSchema, roles: checkSchema });

/** Compares in constant time; hashing first makes the lengths equal, so the length leaks nothing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * What operators and orchestrators probe: liveness (`/healthz`, no database), readiness (`/readyz`:
 * database, migrations, this process's roles) and the Prometheus metrics (`/metrics`, behind
 * `METRICS_TOKEN` when it is set).
 */
export function observabilityRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/healthz',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        response: {
          200: z.object({ status: z.literal('ready'), checks: checksSchema }),
          503: z.object({ status: z.literal('not-ready'), checks: checksSchema, failed: z.array(z.string()) }),
        },
      },
    },
    async (_request, reply) => {
      const checks = await readinessChecks(ctx.db, ctx.readiness);
      const failed = Object.entries(checks).flatMap(([name, result]) => (result === 'ok' ? [] : [name]));
      if (failed.length > 0) return reply.code(503).send({ status: 'not-ready' as const, checks, failed });
      return { status: 'ready' as const, checks };
    },
  );

  app.get(
    '/metrics',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        description: 'Prometheus text format. When METRICS_TOKEN is set, requires `Authorization: Bearer <token>`.',
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const token = ctx.config.METRICS_TOKEN;
      if (token) {
        const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameSecret(given, token)) throw new AppError('ERR_UNAUTHORIZED');
      }
      const body = await ctx.metrics.registry.metrics();
      return reply.type(ctx.metrics.registry.contentType).send(body);
    },
  );
}
