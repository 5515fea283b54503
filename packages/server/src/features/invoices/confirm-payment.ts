import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies, invoices, type CompanyRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { dateInZone } from '../../shared/dates.js';
import { readCompanySettings } from '../settings/company-settings.js';
import { scheduleInvoiceScan } from './invoice-scan.job.js';
import { renewedDueDate } from './renewal.js';

export type PaymentSource = 'webhook' | 'manual';

/**
 * The one path every payment confirmation takes (the provider's webhook, the super user's "paid"):
 * in one transaction the invoice goes from open to paid by a conditional update, and only the caller
 * whose update matched renews the company, so a confirmation arriving twice (or two at once) renews
 * once. The company row is locked first, so renewals of one company never interleave. After the
 * commit the company hears `payment` with its new due date, and the next invoice is looked at.
 * Answers the renewed company, or undefined when the invoice was already paid.
 */
export async function confirmInvoicePayment(ctx: Pick<AppContext, 'db' | 'clock' | 'realtime' | 'jobs' | 'log'>, companyId: number, invoiceId: number, source: PaymentSource): Promise<CompanyRow | undefined> {
  const now = ctx.clock.now();
  const renewed = await ctx.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!company) return undefined;
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(inCompany(invoices, companyId, and(eq(invoices.id, invoiceId), eq(invoices.status, 'open'))))
      .returning({ id: invoices.id });
    if (!paid) return undefined;
    const { timezone } = await readCompanySettings(tx, companyId);
    const dueDate = renewedDueDate(company.dueDate, dateInZone(now, timezone), company.recurrence);
    const [row] = await tx.update(companies).set({ dueDate, updatedAt: now }).where(eq(companies.id, companyId)).returning();
    await scheduleInvoiceScan(tx, now, companyId);
    return row;
  });
  if (!renewed) return undefined;
  ctx.log.info({ companyId, invoiceId, source, dueDate: renewed.dueDate }, 'invoice paid, company renewed');
  ctx.realtime.toCompany(companyId, 'payment', {
    action: 'CONCLUIDA',
    invoiceId,
    company: { id: renewed.id, name: renewed.name, status: renewed.status, dueDate: renewed.dueDate, recurrence: renewed.recurrence },
  });
  ctx.jobs.wake();
  return renewed;
}
