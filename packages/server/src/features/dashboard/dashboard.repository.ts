import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { acceptances, creations, ratedResolutions, resolutions, type SampleWindow } from './attendance-samples.js';
import type { DayRange } from './dashboard-period.js';
import { rowsOf } from './raw-rows.js';

type Num = number | string | null;

/** Open and pending tickets now: not period-bound (the seed's "in conversation" and "waiting"). */
export async function ticketsNow(db: Executor, companyId: number) {
  const [row] = await rowsOf<{ open: Num; pending: Num }>(
    db,
    sql`select count(*) filter (where status = 'open')::int as open, count(*) filter (where status = 'pending')::int as pending
        from tickets where company_id = ${companyId} and status in ('open', 'pending')`,
  );
  return { open: Number(row?.open ?? 0), pending: Number(row?.pending ?? 0) };
}

const resolutionFiguresQuery = (window: SampleWindow) =>
  sql`select count(*)::int as finished,
             avg(service_minutes) as avg_service,
             percentile_cont(0.5) within group (order by service_minutes) as p50,
             percentile_cont(0.9) within group (order by service_minutes) as p90,
             avg(first_response_minutes) as avg_first_response
      from ${resolutions(window)} s`;

export async function resolutionFigures(db: Executor, window: SampleWindow) {
  const [row] = await rowsOf<{ finished: Num; avg_service: Num; p50: Num; p90: Num; avg_first_response: Num }>(db, resolutionFiguresQuery(window));
  return row!;
}

const averageWaitQuery = (window: SampleWindow) => sql`select avg(wait_minutes) as avg_wait from ${acceptances(window)} s`;

export async function averageWait(db: Executor, window: SampleWindow): Promise<Num> {
  const [row] = await rowsOf<{ avg_wait: Num }>(db, averageWaitQuery(window));
  return row?.avg_wait ?? null;
}

/**
 * Contacts whose first ticket was created in the period: `contacts.first_ticket_at`, the creation of
 * the contact's earliest ticket, written with it (features/tickets/first-ticket.ts), counted by one
 * index-only range of `contacts_company_first_ticket_idx`.
 */
const leadCountQuery = (window: SampleWindow) =>
  sql`select count(*)::int as leads
        from contacts c
        where c.company_id = ${window.companyId} and c.first_ticket_at >= ${window.from} and c.first_ticket_at < ${window.to}`;

export async function leadCount(db: Executor, window: SampleWindow): Promise<number> {
  const [row] = await rowsOf<{ leads: Num }>(db, leadCountQuery(window));
  return Number(row?.leads ?? 0);
}

export interface AttendantRow {
  id: number;
  name: string;
  online: boolean;
  tickets: Num;
  avg_service: Num;
  rating: Num;
}

/**
 * Every user of the company with the resolutions credited to them, and the average of the ratings
 * given to tickets resolved in the period, per user the rating was recorded for (a ticket counts
 * once, even if resolved twice): the rated resolutions carry the rating (`ratedResolutions`).
 */
const attendantRowsQuery = (window: SampleWindow) => {
  const { companyId } = window;
  return sql`with resolved as ${resolutions(window)},
        per_user as (select user_id, count(*)::int as tickets, avg(service_minutes) as avg_service from resolved group by user_id),
        rated as (
          select r.user_id, avg(r.rate)::float8 as rating
          from (select distinct ticket_id, user_id, rate from ${ratedResolutions(window)} g) r
          group by r.user_id
        )
        select u.id, u.name, u.online, coalesce(p.tickets, 0)::int as tickets, p.avg_service, r.rating
        from users u
        left join per_user p on p.user_id = u.id
        left join rated r on r.user_id = u.id
        where u.company_id = ${companyId}
        order by u.name, u.id`;
};

export async function attendantRows(db: Executor, window: SampleWindow): Promise<AttendantRow[]> {
  return rowsOf<AttendantRow>(db, attendantRowsQuery(window));
}

/**
 * The figures behind `GET /dashboard`, its queries started together: each is one statement of its
 * own (no transaction joins them), so on PostgreSQL each takes a connection of the pool and the
 * request waits for the slowest instead of their sum; PGlite, one connection, runs them in turn.
 */
export async function dashboardFigures(db: Executor, window: SampleWindow) {
  const [now, resolved, avgWait, leads, attendants] = await Promise.all([
    ticketsNow(db, window.companyId),
    resolutionFigures(db, window),
    averageWait(db, window),
    leadCount(db, window),
    attendantRows(db, window),
  ]);
  return { now, resolved, avgWait, leads, attendants };
}

export interface QueueRow {
  queue_id: number | null;
  name: string | null;
  tickets: Num;
  avg_wait: Num;
  avg_service: Num;
  avg_first_response: Num;
}

/**
 * Every queue of the company, plus "no queue" when tickets without one were served in the period.
 * The samples are aggregated straight from their scans and only the per-queue rows are looked at
 * twice: a sample set named twice would be materialized (written aside and read again) first.
 */
const queueRowsQuery = (window: SampleWindow) => {
  const { companyId } = window;
  return sql`with served as (
          select queue_id, count(*)::int as tickets, avg(service_minutes) as avg_service, avg(first_response_minutes) as avg_first_response
          from ${resolutions(window)} r group by queue_id
        ),
        waited as (select queue_id, avg(wait_minutes) as avg_wait from ${acceptances(window)} a group by queue_id),
        queue_list as (
          select q.id as queue_id, q.name from queues q where q.company_id = ${companyId}
          union all
          select null::int, null::text where exists (select 1 from served where queue_id is null) or exists (select 1 from waited where queue_id is null)
        )
        select l.queue_id, l.name, coalesce(s.tickets, 0)::int as tickets, w.avg_wait, s.avg_service, s.avg_first_response
        from queue_list l
        left join served s on s.queue_id is not distinct from l.queue_id
        left join waited w on w.queue_id is not distinct from l.queue_id
        order by l.queue_id is null, l.name, l.queue_id`;
};

export async function queueRows(db: Executor, window: SampleWindow): Promise<QueueRow[]> {
  return rowsOf<QueueRow>(db, queueRowsQuery(window));
}

/** Resolutions per user, every user of the company included (zero when none). */
const resolutionsPerUserQuery = (window: SampleWindow) => {
  const { companyId, from, to } = window;
  // Counting needs no service time: the resolutions themselves, straight from the index.
  return sql`select u.name, coalesce(r.total, 0)::int as total
        from users u
        left join (
          select r.to_user_id as user_id, count(*) as total from ticket_transitions r
          where r.company_id = ${companyId} and r.action in ('resolve', 'auto-close') and r.at >= ${from} and r.at < ${to}
          group by r.to_user_id
        ) r on r.user_id = u.id
        where u.company_id = ${companyId}
        order by u.name, u.id`;
};

export async function resolutionsPerUser(db: Executor, window: SampleWindow) {
  return rowsOf<{ name: string; total: Num }>(db, resolutionsPerUserQuery(window));
}

/** Tickets created per local hour ('HH') of one day: that day's creations, each placed in its hour. */
const creationsPerHourQuery = (window: SampleWindow, timeZone: string) =>
  sql`select to_char(c.at at time zone ${timeZone}::text, 'HH24') as bucket, count(*)::int as total
        from ${creations(window)} c group by 1`;

/**
 * Tickets created per local day ('DD/MM/YYYY'), every day of the range: one index-only count of
 * `ticket_transitions_company_action_at_idx` between each day's midnights (computed as the period's
 * are). Placing each creation in its local day instead cost more than the scan itself (a time-zone
 * conversion and a `to_char` per row: 140 ms against 25 ms for 75,000 creations).
 */
const creationsPerDayQuery = (companyId: number, days: DayRange, timeZone: string) =>
  sql`select to_char(d.day, 'DD/MM/YYYY') as bucket,
             (select count(*) from ticket_transitions c
              where c.company_id = ${companyId} and c.action = 'create'
                and c.at >= d.day::timestamp at time zone ${timeZone}::text and c.at < (d.day + 1)::timestamp at time zone ${timeZone}::text)::int as total
        from (select generate_series(${days.fromDay}::date, ${days.toDay}::date, interval '1 day')::date as day) d`;

export async function creationsPerHour(db: Executor, window: SampleWindow, timeZone: string) {
  return rowsOf<{ bucket: string; total: Num }>(db, creationsPerHourQuery(window, timeZone));
}

export async function creationsPerDay(db: Executor, companyId: number, days: DayRange, timeZone: string) {
  return rowsOf<{ bucket: string; total: Num }>(db, creationsPerDayQuery(companyId, days, timeZone));
}

/**
 * The super user's cards: every company, and the connected sessions of every company. Deliberately
 * across companies (named `unscoped…` for the tenancy check).
 */
export async function unscopedPlatformTotals(db: Executor) {
  const [row] = await rowsOf<{ companies: Num; sessions: Num }>(
    db,
    sql`select (select count(*) from companies)::int as companies, (select count(*) from whatsapps where status = 'CONNECTED')::int as sessions`,
  );
  return { totalCompanies: Number(row?.companies ?? 0), totalWhatsappSessions: Number(row?.sessions ?? 0) };
}

/** The SQL behind the figures, by name: the query-plan test explains each. */
export const dashboardQueries = {
  resolutionFigures: resolutionFiguresQuery,
  averageWait: averageWaitQuery,
  leadCount: leadCountQuery,
  attendantRows: attendantRowsQuery,
  queueRows: queueRowsQuery,
  resolutionsPerUser: resolutionsPerUserQuery,
  creationsPerHour: creationsPerHourQuery,
  creationsPerDay: creationsPerDayQuery,
};
