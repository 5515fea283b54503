import type { Permission, PlanFeature } from '@prosa/contract';
import type { RequestAuth } from '../shared/caller.js';

/** Route-level gates, declared in each route's `config` and applied by `registerRouteGuards`. */
export interface RouteGuard {
  /** Reachable without a session (login, signup, plans list, version…). */
  public?: boolean;
  /** `supervisor` admits supervisors and admins (the reports); `admin` only admins. */
  role?: 'admin' | 'supervisor';
  superOnly?: boolean;
  feature?: PlanFeature;
  permission?: Permission;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteGuard {}
}
