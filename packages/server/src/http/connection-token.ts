import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { SETTING_DEFAULTS, type PlanFeature } from '@prosa/contract';
import type { AppContext } from '../app-context.js';
import { preparedStatement } from '../db/prepared-statement.js';
import { companies, plans, settings, whatsapps } from '../db/schema/index.js';
import { assertCompanyUsable } from '../features/companies/company-access.js';
import { AppError } from '../shared/app-error.js';
import { bearerToken } from './authenticate.js';

/** A caller of the external API: the connection its bearer token names, and that connection's company. */
export interface ApiConnection {
  whatsappId: number;
  companyId: number;
  timeZone: string;
  plan: Record<PlanFeature, boolean>;
}

const timezoneSetting = alias(settings, 'api_timezone_setting');

// The token is unique across companies (`whatsapps_token_uq`): it is what names the company.
const unscopedConnectionByApiToken = preparedStatement('api_connection_by_token', (executor) =>
  executor
    .select({ whatsappId: whatsapps.id, company: companies, plan: plans, timeZone: timezoneSetting.value })
    .from(whatsapps)
    .innerJoin(companies, eq(companies.id, whatsapps.companyId))
    .innerJoin(plans, eq(plans.id, companies.planId))
    .leftJoin(timezoneSetting, and(eq(timezoneSetting.companyId, companies.id), eq(timezoneSetting.key, 'timezone')))
    .where(eq(whatsapps.token, sql.placeholder('token'))),
);

/**
 * The external API's authentication (`Authorization: Bearer {connection token}`): an unknown or
 * missing token answers 401 `ERR_INVALID_API_TOKEN`; the company must be usable like for a login.
 */
export async function authenticateConnectionToken(ctx: AppContext, request: FastifyRequest): Promise<ApiConnection> {
  const token = bearerToken(request.headers.authorization);
  // An empty token would match a connection saved without one.
  if (!token) throw new AppError('ERR_INVALID_API_TOKEN');
  const [row] = await unscopedConnectionByApiToken(ctx.db, { token });
  if (!row) throw new AppError('ERR_INVALID_API_TOKEN');
  const timeZone = row.timeZone || SETTING_DEFAULTS.timezone;
  assertCompanyUsable(row.company, ctx.clock.now(), timeZone);
  const { plan } = row;
  return {
    whatsappId: row.whatsappId,
    companyId: row.company.id,
    timeZone,
    plan: {
      useCampaigns: plan.useCampaigns,
      useKanban: plan.useKanban,
      useOpenAi: plan.useOpenAi,
      useIntegrations: plan.useIntegrations,
      useSchedules: plan.useSchedules,
      useInternalChat: plan.useInternalChat,
      useExternalApi: plan.useExternalApi,
    },
  };
}

/** The connection of a route guarded by `connectionToken`; such routes only run after it resolved. */
export function apiConnectionOf(request: FastifyRequest): ApiConnection {
  if (!request.apiConnection) throw new AppError('ERR_INVALID_API_TOKEN');
  return request.apiConnection;
}
