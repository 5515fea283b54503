import { z } from 'zod';
import type { EngineContext } from '../../engine-context.js';
import type { Executor } from '../../db/types.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { scanCompanyInvoice, unscopedCompaniesNearDueDate } from './invoice-scan.js';

export const INVOICE_SCAN_JOB = 'invoices.scan';
/** The sweep over every company repeats at this interval (it also runs at each start). */
export const INVOICE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const payload = z.object({ companyId: z.number().int().nullable() });
const sweepKey = 'invoices:scan:all';
const companyKey = (companyId: number) => `invoices:scan:company:${companyId}`;

/**
 * Asks for the company's invoice to be checked now: call it (with the transaction that changed the
 * company's due date or plan, or after its commit) and the job runs within the runner's next wake.
 * One pending scan per company: asking again only moves it.
 */
export function scheduleInvoiceScan(executor: Executor, now: Date, companyId: number) {
  return enqueueJob(executor, { name: INVOICE_SCAN_JOB, payload: { companyId }, runAt: now, dedupeKey: companyKey(companyId) });
}

/** Starts (or restarts) the hourly sweep over every company, first run at `now`. */
export function scheduleInvoiceSweep(executor: Executor, now: Date) {
  return enqueueJob(executor, { name: INVOICE_SCAN_JOB, payload: { companyId: null }, runAt: now, dedupeKey: sweepKey });
}

/**
 * With a company: that company's scan. Without one: the sweep, which scans every company near its
 * due date and then books its own next run an hour later (re-enqueueing its running key makes the
 * runner put the row back to pending rather than finish it).
 */
export function invoiceScanJob(ctx: EngineContext) {
  return defineJob({
    name: INVOICE_SCAN_JOB,
    payload,
    handler: async ({ companyId }) => {
      const now = ctx.clock.now();
      if (companyId !== null) {
        await scanCompanyInvoice(ctx.db, now, companyId);
        return;
      }
      for (const id of await unscopedCompaniesNearDueDate(ctx.db, now)) await scanCompanyInvoice(ctx.db, now, id);
      await scheduleInvoiceSweep(ctx.db, new Date(now.getTime() + INVOICE_SWEEP_INTERVAL_MS));
    },
  });
}
