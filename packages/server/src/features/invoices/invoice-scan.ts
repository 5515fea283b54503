import { and, eq, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { companies, invoices, plans } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { addDays, dateInZone } from '../../shared/dates.js';
import { readCompanySettings } from '../settings/company-settings.js';

/** An invoice is made once the company's due date is this many days away or fewer. */
export const INVOICE_LEAD_DAYS = 20;

/**
 * Makes the open invoice for the company's current due date when that date is near (today in the
 * company's time zone + 20 days or sooner). Safe to run any number of times and from two workers at
 * once: the unique index on (company, due date) lets one insert win and the other do nothing. When
 * the plan changed, an invoice still open is brought to the new plan's name and value (and its Pix
 * charge, made for the old amount, is dropped). Inactive companies and free plans are not billed.
 * Answers whether an invoice was created.
 */
export async function scanCompanyInvoice(executor: Executor, now: Date, companyId: number): Promise<boolean> {
  const [row] = await executor
    .select({ dueDate: companies.dueDate, status: companies.status, planName: plans.name, planValue: plans.value })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  if (!row?.dueDate || !row.status || row.planValue <= 0) return false;
  const { timezone } = await readCompanySettings(executor, companyId);
  if (row.dueDate > addDays(dateInZone(now, timezone), INVOICE_LEAD_DAYS)) return false;
  const inserted = await executor
    .insert(invoices)
    .values({ companyId, detail: row.planName, value: row.planValue, dueDate: row.dueDate, status: 'open', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [invoices.companyId, invoices.dueDate] })
    .returning({ id: invoices.id });
  if (inserted.length > 0) return true;
  await executor
    .update(invoices)
    .set({ detail: row.planName, value: row.planValue, txid: null, updatedAt: now })
    .where(inCompany(invoices, companyId, eq(invoices.dueDate, row.dueDate), eq(invoices.status, 'open'), or(ne(invoices.detail, row.planName), ne(invoices.value, row.planValue))));
  return false;
}

/**
 * The companies whose due date may be within the invoice window somewhere on Earth (one day of
 * slack over UTC); `scanCompanyInvoice` decides each with the company's own time zone. Companies
 * that already have an invoice for their due date are left out, so the hourly scan stays cheap.
 */
export async function unscopedCompaniesNearDueDate(executor: Executor, now: Date): Promise<number[]> {
  const horizon = addDays(now.toISOString().slice(0, 10), INVOICE_LEAD_DAYS + 1);
  const rows = await executor
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.status, true),
        isNotNull(companies.dueDate),
        lte(companies.dueDate, horizon),
        sql`not exists (select 1 from ${invoices} where ${invoices.companyId} = ${companies.id} and ${invoices.dueDate} = ${companies.dueDate})`,
      ),
    );
  return rows.map((row) => row.id);
}

