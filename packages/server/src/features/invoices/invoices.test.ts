import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invoiceSchema, paymentEventSchema } from '@prosa/contract';
import { invoices } from '../../db/schema/index.js';
import { eventsDuring } from '../../test/emitted-events.js';
import { routeCase } from '../../test/route-cases.js';
import { apiOf } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addDays } from '../../shared/dates.js';
import { addMonths } from '@prosa/contract';
import { companyDueDate, invoicedCompany, superUser } from './billing-test-helpers.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

const list = (response: { json(): unknown }) => z.array(invoiceSchema).parse(response.json());

describe('GET /invoices/all', () => {
  it(routeCase('GET /invoices/all', 'success', 'a bare array of the company’s invoices, 20 a page, newest due date first, searchable'), async () => {
    const { company, invoice, headers } = await invoicedCompany(server);
    const other = await invoicedCompany(server);
    const older = Array.from({ length: 20 }, (_, i) => ({ companyId: company.id, detail: `Plano antigo ${i}`, value: 50, dueDate: addDays(invoice.dueDate, -30 * (i + 1)), status: 'paid' }));
    await server.db.insert(invoices).values(older);
    const first = list(await api('GET', '/invoices/all?pageNumber=1', headers.admin));
    expect(first).toHaveLength(20);
    expect(first[0]).toMatchObject({ id: invoice.id, companyId: company.id, company: { id: company.id, name: company.name }, value: 99.9, status: 'open', dueDate: invoice.dueDate });
    expect(first.some((row) => row.companyId === other.company.id)).toBe(false);
    const second = list(await api('GET', '/invoices/all?pageNumber=2', headers.admin));
    expect(second.map((row) => row.detail)).toEqual(['Plano antigo 19']);
    const found = list(await api('GET', '/invoices/all?searchParam=ANTIGO%2013', headers.admin));
    expect(found.map((row) => row.detail)).toEqual(['Plano antigo 13']);
  });

  it('the super user sees every company’s invoices with the company’s name', async () => {
    const a = await invoicedCompany(server);
    const b = await invoicedCompany(server);
    const sup = await superUser(server);
    for (const { company, invoice } of [a, b]) {
      const rows = list(await api('GET', `/invoices/all?searchParam=${encodeURIComponent(company.name)}`, sup));
      expect(rows.map((row) => [row.id, row.company.name])).toEqual([[invoice.id, company.name]]);
    }
  });

  it(routeCase('GET /invoices/all', '400', 'pageNumber starts at 1'), async () => {
    const { headers } = await invoicedCompany(server);
    expect((await api('GET', '/invoices/all?pageNumber=0', headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /invoices/all', '401'), async () => {
    expect((await api('GET', '/invoices/all', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /invoices/all', '403', 'invoices are the admins’ (the menu’s Financeiro is an admin entry)'), async () => {
    const { headers } = await invoicedCompany(server);
    for (const who of [headers.agent, headers.supervisor]) expect((await api('GET', '/invoices/all', who)).json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });

  it(routeCase('GET /invoices/all', '404', 'a list names no record: another company’s invoices are simply absent'), async () => {
    const { headers } = await invoicedCompany(server);
    const other = await invoicedCompany(server);
    // The search may also match the caller's own invoice (its id or value holds the same digits).
    const rows = list(await api('GET', `/invoices/all?searchParam=${other.invoice.id}`, headers.admin));
    expect(rows.filter((row) => row.companyId === other.company.id || row.id === other.invoice.id)).toEqual([]);
  });
});

describe('GET /invoices/{id}', () => {
  it(routeCase('GET /invoices/{id}', 'success'), async () => {
    const { invoice, headers } = await invoicedCompany(server);
    const response = await api('GET', `/invoices/${invoice.id}`, headers.admin);
    expect(invoiceSchema.parse(response.json())).toMatchObject({ id: invoice.id, status: 'open', value: 99.9 });
  });

  it(routeCase('GET /invoices/{id}', '404', 'another company’s invoice'), async () => {
    const { headers } = await invoicedCompany(server);
    const other = await invoicedCompany(server);
    expect((await api('GET', `/invoices/${other.invoice.id}`, headers.admin)).json()).toMatchObject({ error: 'ERR_NO_INVOICE_FOUND' });
    expect((await api('GET', `/invoices/${other.invoice.id}`, await superUser(server))).statusCode).toBe(200);
  });

  it(routeCase('GET /invoices/{id}', '400'), async () => {
    const { headers } = await invoicedCompany(server);
    expect((await api('GET', '/invoices/abc', headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /invoices/{id}', '401'), async () => {
    expect((await api('GET', '/invoices/1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /invoices/{id}', '403', 'an agent'), async () => {
    const { invoice, headers } = await invoicedCompany(server);
    expect((await api('GET', `/invoices/${invoice.id}`, headers.agent)).statusCode).toBe(403);
  });
});

describe('POST /invoices/{id}/pay', () => {
  it(routeCase('POST /invoices/{id}/pay', 'success', 'paid, the due date moved by the recurrence, the company told once even when marked twice'), async () => {
    const { company, invoice, dueDate } = await invoicedCompany(server, 10, 'TRIMESTRAL');
    const sup = await superUser(server);
    const events = await eventsDuring(server, { companyId: company.id, channel: 'payment' }, async () => {
      const response = await api('POST', `/invoices/${invoice.id}/pay`, sup);
      expect(invoiceSchema.parse(response.json())).toMatchObject({ id: invoice.id, status: 'paid' });
      expect((await api('POST', `/invoices/${invoice.id}/pay`, sup)).statusCode).toBe(200);
    });
    const renewed = addMonths(dueDate, 3);
    expect(await companyDueDate(server, company.id)).toBe(renewed);
    expect(events.map((event) => paymentEventSchema.parse(event))).toEqual([{ action: 'CONCLUIDA', invoiceId: invoice.id, company: { id: company.id, name: company.name, status: true, dueDate: renewed, recurrence: 'TRIMESTRAL' } }]);
  });

  it('an overdue company renews from today, not from its old due date', async () => {
    const { company, invoice } = await invoicedCompany(server, -5);
    await api('POST', `/invoices/${invoice.id}/pay`, await superUser(server));
    const today = addDays(invoice.dueDate, 5);
    expect(await companyDueDate(server, company.id)).toBe(addMonths(today, 1));
  });

  it(routeCase('POST /invoices/{id}/pay', '403', 'a company admin cannot mark its own invoice paid'), async () => {
    const { invoice, headers } = await invoicedCompany(server);
    expect((await api('POST', `/invoices/${invoice.id}/pay`, headers.admin)).json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });

  it(routeCase('POST /invoices/{id}/pay', '404', 'no such invoice'), async () => {
    expect((await api('POST', '/invoices/2147483000/pay', await superUser(server))).json()).toMatchObject({ error: 'ERR_NO_INVOICE_FOUND' });
  });

  it(routeCase('POST /invoices/{id}/pay', '400'), async () => {
    expect((await api('POST', '/invoices/0/pay', await superUser(server))).statusCode).toBe(400);
  });

  it(routeCase('POST /invoices/{id}/pay', '401'), async () => {
    expect((await api('POST', '/invoices/1/pay', {})).statusCode).toBe(401);
  });
});
