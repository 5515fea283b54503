import { z } from 'zod';
import { dashboardChartQuerySchema, dashboardExportQuerySchema, dashboardQuerySchema, dashboardQueuesSchema, dashboardSchema, ticketsDaySchema, ticketsUsersSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { attendantsCsv, queuesCsv } from './dashboard-csv.js';
import { dashboardOf, dashboardQueuesOf, ticketsPerDay, ticketsPerUser } from './dashboard.service.js';

const tags = ['dashboard'];
/** Admins and supervisors; the company is the session's (a `companyId` in the query is ignored). */
const managers = { role: 'supervisor' } as const;

/** The dashboard and its reports, computed from the transition log. */
export function dashboardRoutes(app: App, ctx: AppContext): void {
  app.get('/dashboard', { config: managers, schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } }, async (request) =>
    dashboardOf(ctx, authOf(request), request.query),
  );

  app.get('/dashboard/queues', { config: managers, schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardQueuesSchema } } }, async (request) =>
    dashboardQueuesOf(ctx, authOf(request), request.query),
  );

  app.get('/dashboard/ticketsUsers', { config: managers, schema: { tags, querystring: dashboardChartQuerySchema, response: { 200: ticketsUsersSchema } } }, async (request) =>
    ticketsPerUser(ctx, authOf(request), request.query),
  );

  app.get('/dashboard/ticketsDay', { config: managers, schema: { tags, querystring: dashboardChartQuerySchema, response: { 200: ticketsDaySchema } } }, async (request) =>
    ticketsPerDay(ctx, authOf(request), request.query),
  );

  app.get(
    '/dashboard/export',
    { config: managers, schema: { tags, querystring: dashboardExportQuerySchema, response: { 200: z.string().describe('text/csv; separator ";"; the attendants or queues table of the period') } } },
    async (request, reply) => {
      const auth = authOf(request);
      const { type, ...period } = request.query;
      const body = type === 'attendants' ? attendantsCsv((await dashboardOf(ctx, auth, period)).attendants) : queuesCsv(await dashboardQueuesOf(ctx, auth, period));
      return reply.header('content-disposition', `attachment; filename="${type}.csv"`).type('text/csv; charset=utf-8').send(body);
    },
  );
}
