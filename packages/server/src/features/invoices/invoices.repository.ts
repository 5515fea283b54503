import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { INVOICES_PAGE_SIZE, type Invoice } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { companies, invoices } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { likePattern } from '../../db/like-pattern.js';
import { AppError } from '../../shared/app-error.js';
import { presentInvoice } from './invoice.presenter.js';

const withCompany = { invoice: invoices, company: { id: companies.id, name: companies.name } };

function searchOf(searchParam: string | undefined): SQL | undefined {
  const term = searchParam?.trim().toLowerCase();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return sql`(lower(${invoices.detail}) like ${pattern} or lower(${companies.name}) like ${pattern} or ${invoices.id}::text = ${term})`;
}

function pageOfRows(executor: Executor, where: SQL | undefined, pageNumber: number) {
  return executor
    .select(withCompany)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(INVOICES_PAGE_SIZE)
    .offset((pageNumber - 1) * INVOICES_PAGE_SIZE);
}

/** One page of a company's invoices, newest due date first; the search matches the detail or the id. */
export async function pageCompanyInvoices(executor: Executor, companyId: number, searchParam: string | undefined, pageNumber: number): Promise<Invoice[]> {
  const rows = await pageOfRows(executor, inCompany(invoices, companyId, searchOf(searchParam)), pageNumber);
  return rows.map((row) => presentInvoice(row.invoice, row.company));
}

/** The super user's page: every company's invoices, searchable by company name too. */
export async function unscopedPageAllInvoices(executor: Executor, searchParam: string | undefined, pageNumber: number): Promise<Invoice[]> {
  const rows = await pageOfRows(executor, searchOf(searchParam), pageNumber);
  return rows.map((row) => presentInvoice(row.invoice, row.company));
}

/** An invoice of the company; another company's is 404. */
export async function findCompanyInvoice(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select(withCompany).from(invoices).innerJoin(companies, eq(companies.id, invoices.companyId)).where(inCompany(invoices, companyId, eq(invoices.id, id)));
  if (!row) throw new AppError('ERR_NO_INVOICE_FOUND');
  return row;
}

/** The company an invoice belongs to, for the super user, who may act on any company's invoice. */
export async function unscopedInvoiceCompany(executor: Executor, id: number): Promise<number> {
  const [row] = await executor.select({ companyId: invoices.companyId }).from(invoices).where(eq(invoices.id, id));
  if (!row) throw new AppError('ERR_NO_INVOICE_FOUND');
  return row.companyId;
}

/** The invoice a Pix charge was made for; the webhook knows only the charge's txid. */
export async function unscopedInvoiceByTxid(executor: Executor, txid: string) {
  const [row] = await executor.select().from(invoices).where(and(eq(invoices.txid, txid)));
  return row;
}
