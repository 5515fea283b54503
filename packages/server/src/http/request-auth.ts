import type { Permission, PlanFeature, Profile } from '@prosa/contract';

/** Who is calling, established by `authenticate` from the access token and the database. */
export interface RequestAuth {
  userId: number;
  companyId: number;
  sessionId: string;
  profile: Profile;
  super: boolean;
  name: string;
  email: string;
  allTicket: 'enabled' | 'desabled';
  timeZone: string;
  plan: Record<PlanFeature, boolean>;
}

/** Route-level gates, declared in each route's `config` and applied by `registerRouteGuards`. */
export interface RouteGuard {
  /** Reachable without a session (login, signup, plans list, version…). */
  public?: boolean;
  role?: 'admin';
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
