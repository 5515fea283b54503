import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { SETTING_DEFAULTS, normaliseProfile } from '@prosa/contract';
import type { AppContext } from '../app-context.js';
import { preparedStatement } from '../db/prepared-statement.js';
import { authSessions, companies, plans, settings, users } from '../db/schema/index.js';
import { assertCompanyUsable } from '../features/companies/company-access.js';
import { AppError } from '../shared/app-error.js';
import type { RequestAuth } from '../shared/caller.js';

const timezoneSetting = alias(settings, 'timezone_setting');
const campaignsSetting = alias(settings, 'campaigns_setting');

/** Runs on every authenticated request: prepared once, with a named statement on PostgreSQL. */
const callerLookup = preparedStatement('auth_caller_lookup', (executor) =>
  executor
    .select({ user: users, session: authSessions, company: companies, plan: plans, timeZone: timezoneSetting.value, campaignsEnabled: campaignsSetting.value })
    .from(users)
    .innerJoin(authSessions, eq(authSessions.userId, users.id))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(plans, eq(plans.id, companies.planId))
    .leftJoin(timezoneSetting, and(eq(timezoneSetting.companyId, companies.id), eq(timezoneSetting.key, 'timezone')))
    .leftJoin(campaignsSetting, and(eq(campaignsSetting.companyId, companies.id), eq(campaignsSetting.key, 'campaignsEnabled')))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(authSessions.id, sql.placeholder('sessionId')))),
);

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Resolves an access token to the caller. One query reads the user, the session, the company, its
 * plan and time zone, so revoked sessions, removed users, overdue or deactivated companies and
 * changed plans take effect on the next request.
 * Missing or bad tokens answer 401; an expired one 403 ERR_SESSION_EXPIRED.
 */
export async function authenticateToken(ctx: AppContext, token: string | undefined): Promise<RequestAuth> {
  if (!token) throw new AppError('ERR_UNAUTHORIZED');
  const verified = await ctx.tokens.verifyAccess(token);
  if (!verified.ok) throw new AppError(verified.reason === 'expired' ? 'ERR_SESSION_EXPIRED' : 'ERR_UNAUTHORIZED');
  const { claims } = verified;
  const [row] = await callerLookup(ctx.db, { userId: claims.userId, sessionId: claims.sessionId });
  if (!row || row.session.revokedAt || row.user.tokenVersion !== claims.tokenVersion || row.user.companyId !== claims.companyId) {
    throw new AppError('ERR_UNAUTHORIZED');
  }
  const timeZone = row.timeZone || SETTING_DEFAULTS.timezone;
  assertCompanyUsable(row.company, ctx.clock.now(), timeZone);
  const { plan } = row;
  return {
    userId: row.user.id,
    companyId: row.user.companyId,
    sessionId: row.session.id,
    profile: normaliseProfile(row.user.profile) ?? 'user',
    super: row.user.super,
    name: row.user.name,
    email: row.user.email,
    allTicket: row.user.allTicket,
    timeZone,
    plan: {
      // The super user may switch campaigns off for one company whatever its plan says.
      useCampaigns: plan.useCampaigns && row.campaignsEnabled !== 'false',
      useKanban: plan.useKanban,
      useOpenAi: plan.useOpenAi,
      useIntegrations: plan.useIntegrations,
      useSchedules: plan.useSchedules,
      useInternalChat: plan.useInternalChat,
      useExternalApi: plan.useExternalApi,
    },
  };
}

export function authenticateRequest(ctx: AppContext, request: FastifyRequest): Promise<RequestAuth> {
  return authenticateToken(ctx, bearerToken(request.headers.authorization));
}
