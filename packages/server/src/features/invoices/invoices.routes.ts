import { z } from 'zod';
import { idParams, invoiceListQuerySchema, invoiceSchema, type Invoice } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import type { RequestAuth } from '../../shared/caller.js';
import { confirmInvoicePayment } from './confirm-payment.js';
import { presentInvoice } from './invoice.presenter.js';
import { findCompanyInvoice, pageCompanyInvoices, unscopedInvoiceCompany, unscopedPageAllInvoices } from './invoices.repository.js';

const schemaTags = ['invoices'];

/** The super user reaches every company's invoice; anyone else only their own company's (404 otherwise). */
async function companyOfInvoice(ctx: AppContext, auth: RequestAuth, invoiceId: number): Promise<number> {
  return auth.super ? unscopedInvoiceCompany(ctx.db, invoiceId) : auth.companyId;
}

async function showInvoice(ctx: AppContext, companyId: number, invoiceId: number): Promise<Invoice> {
  const row = await findCompanyInvoice(ctx.db, companyId, invoiceId);
  return presentInvoice(row.invoice, row.company);
}

/** Invoices: the company's admins read theirs; the super user every company's. */
export function invoicesRoutes(app: App, ctx: AppContext): void {
  // A bare array (the seed client's invoices page walks the body itself), 20 a page.
  app.get('/invoices/all', { config: { role: 'admin' }, schema: { tags: schemaTags, querystring: invoiceListQuerySchema, response: { 200: z.array(invoiceSchema) } } }, async (request) => {
    const auth = authOf(request);
    const { searchParam, pageNumber } = request.query;
    return auth.super ? unscopedPageAllInvoices(ctx.db, searchParam, pageNumber) : pageCompanyInvoices(ctx.db, auth.companyId, searchParam, pageNumber);
  });

  app.get('/invoices/:id', { config: { role: 'admin' }, schema: { tags: schemaTags, params: idParams, response: { 200: invoiceSchema } } }, async (request) => {
    const auth = authOf(request);
    return showInvoice(ctx, await companyOfInvoice(ctx, auth, request.params.id), request.params.id);
  });

  // The super user's "paid" (a payment received outside Pix): the webhook's path, so a second call changes nothing.
  app.post('/invoices/:id/pay', { config: { superOnly: true }, schema: { tags: schemaTags, params: idParams, response: { 200: invoiceSchema } } }, async (request) => {
    const companyId = await unscopedInvoiceCompany(ctx.db, request.params.id);
    await confirmInvoicePayment(ctx, companyId, request.params.id, 'manual');
    return showInvoice(ctx, companyId, request.params.id);
  });
}
