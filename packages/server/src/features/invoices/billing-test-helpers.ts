import { and, eq } from 'drizzle-orm';
import { companies, invoices } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import type { TestServer } from '../../test/test-server.js';
import { addDays, dateInZone } from '../../shared/dates.js';
import { scanCompanyInvoice } from './invoice-scan.js';

export const todayOf = (server: TestServer) => dateInZone(server.clock.now(), 'America/Sao_Paulo');

/** A staffed company on a plan worth R$ 99.90 whose due date is `dueInDays` from the test clock's today. */
export async function billedCompany(server: TestServer, dueInDays = 10, recurrence = 'MENSAL') {
  const staffed = await staffedCompany(server, { value: 99.9 });
  const dueDate = addDays(todayOf(server), dueInDays);
  await server.db.update(companies).set({ dueDate, recurrence }).where(eq(companies.id, staffed.company.id));
  return { ...staffed, dueDate };
}

/** A company whose open invoice exists (made by the scan, as in production). */
export async function invoicedCompany(server: TestServer, dueInDays = 10, recurrence = 'MENSAL') {
  const billed = await billedCompany(server, dueInDays, recurrence);
  await scanCompanyInvoice(server.db, server.clock.now(), billed.company.id);
  const [invoice] = await server.db.select().from(invoices).where(and(eq(invoices.companyId, billed.company.id), eq(invoices.dueDate, billed.dueDate)));
  return { ...billed, invoice: invoice! };
}

/** A signed-in super user (on a company of its own). */
export async function superUser(server: TestServer) {
  const company = await createCompany(server.db);
  const user = await createUser(server.db, company.id, { profile: 'admin', super: true });
  return (await loginAs(server, user.email)).headers;
}

export async function companyDueDate(server: TestServer, companyId: number) {
  const [row] = await server.db.select({ dueDate: companies.dueDate }).from(companies).where(eq(companies.id, companyId));
  return row!.dueDate;
}

/** Sets the platform's Pix settings as the super user does, through `PUT /settings/{key}`. */
export async function configurePayment(server: TestServer, headers: Record<string, string>, values: Partial<Record<'pixKey' | 'pixMerchantName' | 'pixMerchantCity' | 'paymentWebhookSecret', string>>) {
  const api = apiOf(server);
  for (const [key, value] of Object.entries(values)) {
    const response = await api('PUT', `/settings/${key}`, headers, { value });
    if (response.statusCode !== 200) throw new Error(`PUT /settings/${key}: ${response.statusCode} ${response.body}`);
  }
}
