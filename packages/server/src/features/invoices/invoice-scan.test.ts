import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, invoices, jobs, plans } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addDays } from '../../shared/dates.js';
import { scanCompanyInvoice } from './invoice-scan.js';
import { INVOICE_SWEEP_INTERVAL_MS, scheduleInvoiceScan, scheduleInvoiceSweep } from './invoice-scan.job.js';
import { billedCompany, todayOf } from './billing-test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;
const invoicesOf = (companyId: number) => server.db.select().from(invoices).where(eq(invoices.companyId, companyId));

describe('the invoice scan', () => {
  it('makes the open invoice once the due date is 20 days away, and only one however often it runs', async () => {
    const { company, plan } = await billedCompany(server, 21);
    await scheduleInvoiceScan(server.db, server.clock.now(), company.id);
    await server.runJobs();
    expect(await invoicesOf(company.id)).toEqual([]);

    server.clock.advance(DAY);
    await scheduleInvoiceScan(server.db, server.clock.now(), company.id);
    await server.runJobs();
    const [invoice, ...more] = await invoicesOf(company.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ detail: plan.name, value: 99.9, dueDate: addDays(todayOf(server), 20), status: 'open', paidAt: null });

    for (let i = 0; i < 3; i++) {
      await scheduleInvoiceScan(server.db, server.clock.now(), company.id);
      await server.runJobs();
    }
    expect(await invoicesOf(company.id)).toHaveLength(1);
  });

  it('two workers scanning the same company at once make one invoice', async () => {
    const { company } = await billedCompany(server, 5);
    const results = await Promise.all([scanCompanyInvoice(server.db, server.clock.now(), company.id), scanCompanyInvoice(server.db, server.clock.now(), company.id)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await invoicesOf(company.id)).toHaveLength(1);
  });

  it('a changed plan brings the open invoice to the new name and value', async () => {
    const { company, invoice } = await (async () => {
      const billed = await billedCompany(server, 3);
      await scanCompanyInvoice(server.db, server.clock.now(), billed.company.id);
      return { ...billed, invoice: (await invoicesOf(billed.company.id))[0]! };
    })();
    await server.db.update(invoices).set({ txid: `T${invoice.id}` }).where(eq(invoices.id, invoice.id));
    const [bigger] = await server.db.insert(plans).values({ name: `Plano maior ${company.id}`, value: 149.5 }).returning();
    await server.db.update(companies).set({ planId: bigger!.id }).where(eq(companies.id, company.id));
    await scanCompanyInvoice(server.db, server.clock.now(), company.id);
    expect(await invoicesOf(company.id)).toMatchObject([{ id: invoice.id, detail: bigger!.name, value: 149.5, txid: null }]);
  });

  it('inactive companies, free plans and companies without a due date are not billed', async () => {
    const inactive = await billedCompany(server, 5);
    await server.db.update(companies).set({ status: false }).where(eq(companies.id, inactive.company.id));
    const free = await billedCompany(server, 5);
    await server.db.update(plans).set({ value: 0 }).where(eq(plans.id, free.plan.id));
    const endless = await billedCompany(server, 5);
    await server.db.update(companies).set({ dueDate: null }).where(eq(companies.id, endless.company.id));
    for (const { company } of [inactive, free, endless]) {
      expect(await scanCompanyInvoice(server.db, server.clock.now(), company.id)).toBe(false);
      expect(await invoicesOf(company.id)).toEqual([]);
    }
  });

  it('the sweep bills every company near its due date and books its next run an hour later', async () => {
    const near = await billedCompany(server, 12);
    const far = await billedCompany(server, 45);
    await scheduleInvoiceSweep(server.db, server.clock.now());
    await server.runJobs();
    expect(await invoicesOf(near.company.id)).toHaveLength(1);
    expect(await invoicesOf(far.company.id)).toEqual([]);
    const [next] = await server.db.select().from(jobs).where(and(eq(jobs.dedupeKey, 'invoices:scan:all'), eq(jobs.status, 'pending')));
    expect(next?.runAt.getTime()).toBe(server.clock.now().getTime() + INVOICE_SWEEP_INTERVAL_MS);
  });
});
