import type { Permission, PlanFeature } from '@prosa/contract';
import type { RequestAuth } from '../shared/caller.js';
import type { ApiConnection } from './connection-token.js';

/** Route-level gates, declared in each route's `config` and applied by `registerRouteGuards`. */
export interface RouteGuard {
  /** Reachable without a session (login, signup, plans list, version…). */
  public?: boolean;
  /**
   * Authenticated by a connection's external-API token instead of a user session (`request.apiConnection`);
   * `feature` is then checked against that connection's company plan, and each token may call at most
   * 20 times a second (429 with `Retry-After`).
   */
  connectionToken?: boolean;
  /** `supervisor` admits supervisors and admins (the reports); `admin` only admins. */
  role?: 'admin' | 'supervisor';
  superOnly?: boolean;
  feature?: PlanFeature;
  permission?: Permission;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    apiConnection: ApiConnection | null;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteGuard {}
}
