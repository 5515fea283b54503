import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { can, isAdmin, mayReadReports, planFeatureOfPath } from '@prosa/contract';
import type { AppContext } from '../app-context.js';
import { AppError } from '../shared/app-error.js';
import { authenticateRequest } from './authenticate.js';
import type { RouteGuard } from './route-config.js';
import { authenticateConnectionToken } from './connection-token.js';
import { RateWindow } from './rate-window.js';

/** The external API's limit per connection token. */
export const API_TOKEN_CALLS_PER_SECOND = 20;

/** The caller of an authenticated route; routes only run after `authenticate` succeeded. */
export function authOf(request: FastifyRequest) {
  if (!request.auth) throw new AppError('ERR_UNAUTHORIZED');
  return request.auth;
}

export function checkGuard(guard: RouteGuard, request: FastifyRequest): void {
  const auth = authOf(request);
  if (guard.superOnly && !auth.super) throw new AppError('ERR_NO_PERMISSION');
  if (guard.role === 'admin' && !isAdmin(auth)) throw new AppError('ERR_NO_PERMISSION');
  if (guard.role === 'supervisor' && !mayReadReports(auth)) throw new AppError('ERR_NO_PERMISSION');
  if (guard.permission && !can(auth, guard.permission)) throw new AppError('ERR_NO_PERMISSION');
  if (guard.feature && !auth.plan[guard.feature]) throw new AppError('ERR_PLAN_FEATURE_DISABLED');
}

/**
 * Secure by default: every route authenticates unless its config says `public: true`; role, super
 * and plan gates come from the same config, and the OpenAPI document marks the route as secured.
 */
export function registerRouteGuards(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('apiConnection', null);
  const apiCalls = new RateWindow(ctx.clock, API_TOKEN_CALLS_PER_SECOND, 1000);
  app.addHook('onRoute', (route) => {
    // An area's plan flag gates every route under its paths (PLAN_GATED_PATHS), declared or not.
    const guard: RouteGuard = { ...route.config, feature: route.config?.feature ?? planFeatureOfPath(route.url) };
    if (guard.public || route.url.startsWith('/docs')) return;
    if (guard.connectionToken) {
      const authenticateConnection: onRequestHookHandler = async (request) => {
        const connection = await authenticateConnectionToken(ctx, request);
        if (guard.feature && !connection.plan[guard.feature]) throw new AppError('ERR_PLAN_FEATURE_DISABLED');
        const retryAfter = apiCalls.take(String(connection.whatsappId));
        if (retryAfter > 0) throw new AppError('ERR_TOO_MANY_REQUESTS', { headers: { 'retry-after': String(retryAfter) } });
        request.apiConnection = connection;
      };
      route.onRequest = [...toArray(route.onRequest), authenticateConnection];
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
      return;
    }
    // Both run before the body is parsed, so a caller who may not act learns nothing from validation.
    const authenticate: onRequestHookHandler = async (request) => {
      request.auth = await authenticateRequest(ctx, request);
      checkGuard(guard, request);
    };
    route.onRequest = [...toArray(route.onRequest), authenticate];
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
