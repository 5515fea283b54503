import { z } from 'zod';
import { calendarDaySchema, companyIdParam, integerSchema } from './common.js';

/**
 * The dashboard's period: `days` (today and the days before it) or a date range,
 * both read in the company's time zone. Neither (nor `days=0`) answers `ERR_DASHBOARD_FILTER`; the client's
 * `companyId` is checked to be an id, then ignored.
 */
/** An empty field (a cleared date input) is no filter, as absence is. */
const optionalDay = z.union([z.literal('').transform(() => undefined), calendarDaySchema]).optional();

export const dashboardQuerySchema = z.object({
  /** 0 is the page's "none". */
  days: integerSchema(0, 3660).optional(),
  date_from: optionalDay,
  date_to: optionalDay,
  companyId: companyIdParam,
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** A chart's own range: both days inclusive. */
export const dashboardChartQuerySchema = z.object({
  initialDate: calendarDaySchema,
  finalDate: calendarDaySchema,
  companyId: companyIdParam,
});
export type DashboardChartQuery = z.infer<typeof dashboardChartQuerySchema>;

export const DASHBOARD_EXPORTS = ['attendants', 'queues'] as const;
export const dashboardExportQuerySchema = dashboardQuerySchema.extend({ type: z.enum(DASHBOARD_EXPORTS) });

/** Minutes with one decimal. */
const minutes = z.number();

export const dashboardCountersSchema = z.object({
  supportHappening: z.number().int(),
  supportPending: z.number().int(),
  supportFinished: z.number().int(),
  leads: z.number().int(),
  avgSupportTime: minutes,
  avgWaitTime: minutes,
  avgFirstResponseTime: minutes,
  supportTimeP50: minutes,
  supportTimeP90: minutes,
  totalCompanies: z.number().int().optional(),
  totalWhatsappSessions: z.number().int().optional(),
});
export type DashboardCounters = z.infer<typeof dashboardCountersSchema>;

export const dashboardAttendantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Average of the 1–3 ratings of the attendant's tickets resolved in the period; null without any. */
  rating: z.number().nullable(),
  tickets: z.number().int(),
  avgSupportTime: minutes,
  online: z.boolean(),
});
export type DashboardAttendant = z.infer<typeof dashboardAttendantSchema>;

export const dashboardSchema = z.object({ counters: dashboardCountersSchema, attendants: z.array(dashboardAttendantSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardQueueSchema = z.object({
  queueId: z.number().int().nullable(),
  name: z.string(),
  tickets: z.number().int(),
  avgWaitTime: minutes,
  avgSupportTime: minutes,
  avgFirstResponseTime: minutes,
});
export type DashboardQueue = z.infer<typeof dashboardQueueSchema>;
export const dashboardQueuesSchema = z.array(dashboardQueueSchema);

export const ticketsUsersSchema = z.object({ data: z.array(z.object({ nome: z.string(), quantidade: z.number().int() })) });
export type TicketsUsers = z.infer<typeof ticketsUsersSchema>;

/** Per hour (`horario` 'HH') when the range is one day, else per day (`data` 'dd/MM/yyyy'). */
export const ticketsDaySchema = z.object({
  data: z.array(z.union([z.object({ horario: z.string(), total: z.number().int() }), z.object({ data: z.string(), total: z.number().int() })])),
  count: z.number().int(),
});
export type TicketsDay = z.infer<typeof ticketsDaySchema>;
