import { count, isNull, min, sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Server } from 'socket.io';
import type { Db } from '../db/types.js';
import { inboundEvents, jobs, whatsapps } from '../db/schema/index.js';
import type { Clock } from '../shared/clock.js';

/**
 * This process's Prometheus metrics, on a registry of its own (tests build several servers in one
 * process; the library's global registry would mix them). Labels stay bounded: route patterns,
 * status codes, job names, results and statuses, never a company, connection or raw URL.
 */
export interface ProcessMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  inboundReceived: Counter<'kind'>;
  inboundProcessed: Counter<'outcome'>;
  sends: Counter<'result'>;
}

export interface MetricsSources {
  db: Db;
  clock: Clock;
  /** Read at scrape time for the connected sockets count. */
  io?: Server;
}

const secondsSince = (clock: Clock, at: Date | null | undefined) => (at ? Math.max(0, (clock.now().getTime() - new Date(at).getTime()) / 1000) : 0);

export function createMetrics({ db, clock, io }: MetricsSources): ProcessMetrics {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: 'prosa_http_request_duration_seconds',
    help: 'HTTP request durations by route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inboundReceived = new Counter({
    name: 'prosa_inbound_events_received_total',
    help: 'Provider events stored by this process (duplicates excluded).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const inboundProcessed = new Counter({
    name: 'prosa_inbound_events_processed_total',
    help: 'Inbound events processed by this process, by outcome (processed or set aside after repeated failures).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const sends = new Counter({
    name: 'prosa_sends_total',
    help: 'Outgoing message send attempts by result (sent, retry, failed).',
    labelNames: ['result'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'prosa_intake_lag_seconds',
    help: 'Age of the oldest inbound event not yet processed (0 when none waits).',
    registers: [registry],
    async collect() {
      const [row] = await db.select({ oldest: min(inboundEvents.receivedAt) }).from(inboundEvents).where(isNull(inboundEvents.processedAt));
      this.set(secondsSince(clock, row?.oldest));
    },
  });
  // Both queue gauges come from one grouped query per scrape: the registry collects them together.
  let queueRows: Promise<{ name: string; pending: number; oldestDue: Date | string | null }[]> | undefined;
  const loadQueue = () =>
    (queueRows ??= db
      .select({ name: jobs.name, pending: count(), oldestDue: sql<Date | string | null>`min(${jobs.runAt}) filter (where ${jobs.runAt} <= ${clock.now()})` })
      .from(jobs)
      .where(sql`${jobs.status} = 'pending'`)
      .groupBy(jobs.name)
      .finally(() => (queueRows = undefined)));
  new Gauge({
    name: 'prosa_job_queue_depth',
    help: 'Pending jobs by job name.',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      const rows = await loadQueue();
      this.reset();
      for (const row of rows) this.set({ job: row.name }, Number(row.pending));
    },
  });
  new Gauge({
    name: 'prosa_job_queue_lag_seconds',
    help: 'How long the oldest due pending job of each name has waited (0 when none is due).',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      const rows = await loadQueue();
      this.reset();
      for (const row of rows) this.set({ job: row.name }, row.oldestDue ? secondsSince(clock, new Date(row.oldestDue)) : 0);
    },
  });
  new Gauge({
    name: 'prosa_socket_connections',
    help: 'Socket connections open on this process.',
    registers: [registry],
    collect() {
      this.set(io?.engine?.clientsCount ?? 0);
    },
  });
  new Gauge({
    name: 'prosa_whatsapp_sessions',
    help: 'WhatsApp connections by status, all companies together.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.select({ status: whatsapps.status, total: count() }).from(whatsapps).groupBy(whatsapps.status);
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.total));
    },
  });

  return { registry, httpDuration, inboundReceived, inboundProcessed, sends };
}
