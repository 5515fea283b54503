import type { PlanFeature, Profile } from '@prosa/contract';

/**
 * Who is acting: a signed-in user, established from the access token and the database (HTTP
 * requests and sockets alike). Services take it to decide what the caller may see and do.
 */
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
