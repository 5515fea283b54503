import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECKOUT_TEXT, pixChargeSchema } from '@prosa/contract';
import { invoices } from '../../db/schema/index.js';
import { eventsDuring } from '../../test/emitted-events.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addMonths } from '@prosa/contract';
import { companyDueDate, configurePayment, invoicedCompany, superUser } from '../invoices/billing-test-helpers.js';
import { hasValidCrc, readEmvFields } from './br-code.js';
import { notificationFor, RECORDED_WEBHOOK_REGISTRATION } from './pix-webhook.fixtures.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let sup: Record<string, string>;
const SECRET = 'efi-webhook-secret-7f3a';
const PIX_KEY = '123e4567-e12b-12d1-a456-426655440000';

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  sup = await superUser(server);
  await configurePayment(server, sup, { pixKey: PIX_KEY, pixMerchantName: 'Prosa Atendimento', pixMerchantCity: 'Florianópolis', paymentWebhookSecret: SECRET });
});
afterAll(() => server.close());

const checkout = (invoiceId: number, overrides: object = {}) => ({
  firstName: 'Maria da Silva',
  lastName: '',
  address2: 'Rua das Flores, 10',
  city: 'Recife',
  state: 'PE',
  zipcode: '50000-000',
  country: 'BR',
  useAddressForPaymentDetails: false,
  nameOnCard: '',
  cardNumber: '',
  cvv: '',
  plan: '{"title":"Plano","price":99.9}',
  price: 99.9,
  users: 10,
  connections: 10,
  invoiceId,
  ...overrides,
});

async function charge(headers: Record<string, string>, invoiceId: number) {
  const response = await api('POST', '/subscription', headers, checkout(invoiceId));
  expect(response.statusCode, response.body).toBe(200);
  return pixChargeSchema.parse(response.json());
}

/** `hmac` null sends no secret at all. */
const webhook = (payload: object, hmac: string | null = SECRET, path = '/subscription/webhook/pix') =>
  server.app.inject({ method: 'POST', url: hmac === null ? path : `${path}?hmac=${encodeURIComponent(hmac)}`, payload });

describe('POST /subscription', () => {
  it(routeCase('POST /subscription', 'success', 'a Pix charge whose BR Code carries the key, the invoice’s amount and a txid tied to the invoice'), async () => {
    const { invoice, headers } = await invoicedCompany(server);
    const pix = await charge(headers.admin, invoice.id);
    expect(pix).toMatchObject({ invoiceId: invoice.id, status: 'ATIVA', valor: { original: '99.90' } });
    expect(pix.txid).toMatch(new RegExp(`^PROSA${invoice.id}X[A-Z0-9]+$`));
    expect(pix.qrcode.imagemQrcode).toMatch(/^data:image\/png;base64,/);
    const fields = readEmvFields(pix.qrcode.qrcode);
    expect(hasValidCrc(pix.qrcode.qrcode)).toBe(true);
    expect(readEmvFields(fields.get('26')!).get('01')).toBe(PIX_KEY);
    expect(fields.get('54')).toBe('99.90');
    expect(fields.get('59')).toBe('Prosa Atendimento');
    expect(fields.get('60')).toBe('Florianopolis');
    expect(readEmvFields(fields.get('62')!).get('05')).toBe(pix.txid);
    // The same invoice keeps its charge: a second checkout shows the same code.
    expect((await charge(headers.admin, invoice.id)).txid).toBe(pix.txid);
  });

  it(routeCase('POST /subscription', '400', 'each required checkout field with the seed’s text, nothing stored'), async () => {
    const { invoice, headers } = await invoicedCompany(server);
    const response = await api('POST', '/subscription', headers.admin, checkout(invoice.id, { firstName: ' ', address2: '', city: '', zipcode: '', country: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'ERR_VALIDATION',
      issues: { firstName: CHECKOUT_TEXT.fullName, address2: CHECKOUT_TEXT.address, city: CHECKOUT_TEXT.city, zipcode: CHECKOUT_TEXT.zipcode, country: CHECKOUT_TEXT.country },
    });
    expect((await api('POST', '/subscription', headers.admin, checkout(invoice.id, { country: 'AR' }))).statusCode).toBe(400);
    expect((await api('POST', '/subscription', headers.admin, checkout(invoice.id, { invoiceId: 'x' }))).statusCode).toBe(400);
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.txid).toBeNull();
  });

  it(routeCase('POST /subscription', '404', 'another company’s invoice'), async () => {
    const { headers } = await invoicedCompany(server);
    const other = await invoicedCompany(server);
    expect((await api('POST', '/subscription', headers.admin, checkout(other.invoice.id))).json()).toMatchObject({ error: 'ERR_NO_INVOICE_FOUND' });
  });

  it(routeCase('POST /subscription', '403', 'an agent does not pay the company’s invoices'), async () => {
    const { invoice, headers } = await invoicedCompany(server);
    expect((await api('POST', '/subscription', headers.agent, checkout(invoice.id))).statusCode).toBe(403);
  });

  it(routeCase('POST /subscription', '401'), async () => {
    expect((await api('POST', '/subscription', {}, checkout(1))).statusCode).toBe(401);
  });

  it('a paid invoice is not charged again (409)', async () => {
    const { invoice, headers } = await invoicedCompany(server);
    await api('POST', `/invoices/${invoice.id}/pay`, sup);
    expect((await api('POST', '/subscription', headers.admin, checkout(invoice.id))).json()).toMatchObject({ error: 'ERR_INVOICE_ALREADY_PAID' });
  });

  it('without a Pix key the checkout answers 409 ERR_PAYMENT_NOT_CONFIGURED', async () => {
    const { invoice, headers } = await invoicedCompany(server);
    await configurePayment(server, sup, { pixKey: '' });
    try {
      const response = await api('POST', '/subscription', headers.admin, checkout(invoice.id));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'ERR_PAYMENT_NOT_CONFIGURED' });
    } finally {
      await configurePayment(server, sup, { pixKey: PIX_KEY });
    }
  });
});

describe('the payment settings', () => {
  it('are the super user’s alone: a company admin writing them gets 403 and never reads them', async () => {
    const { headers } = await invoicedCompany(server);
    for (const key of ['pixKey', 'pixMerchantName', 'pixMerchantCity', 'paymentWebhookSecret']) {
      expect((await api('PUT', `/settings/${key}`, headers.admin, { value: 'x' })).json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    }
    const keys = ((await api('GET', '/settings', headers.admin)).json() as { key: string }[]).map((row) => row.key);
    expect(keys).not.toContain('pixKey');
    expect((await api('PUT', '/settings/pixMerchantCity', sup, { value: 'Uma cidade longa demais' })).statusCode).toBe(400);
  });
});

describe('POST /subscription/webhook', () => {
  it(routeCase('POST /subscription/webhook/pix', 'success', 'a recorded notification pays the invoice and renews once, even when delivered twice'), async () => {
    const { company, invoice, headers, dueDate } = await invoicedCompany(server, 8, 'BIMESTRAL');
    const pix = await charge(headers.admin, invoice.id);
    const payload = notificationFor(pix.txid, pix.valor.original);
    const events = await eventsDuring(server, { companyId: company.id, channel: 'payment' }, async () => {
      expect((await webhook(payload)).json()).toEqual({ paid: 1 });
      expect((await webhook(payload, SECRET, '/subscription/webhook')).json()).toEqual({ paid: 0 });
    });
    expect(events).toHaveLength(1);
    expect(await companyDueDate(server, company.id)).toBe(addMonths(dueDate, 2));
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'paid' });
  });

  it('two deliveries arriving at once renew once', async () => {
    const { company, invoice, headers, dueDate } = await invoicedCompany(server);
    const pix = await charge(headers.admin, invoice.id);
    const payload = notificationFor(pix.txid, pix.valor.original);
    const answers = await Promise.all([webhook(payload), webhook(payload, SECRET, '/subscription/webhook')]);
    expect(answers.map((answer) => (answer.json() as { paid: number }).paid).sort()).toEqual([0, 1]);
    expect(await companyDueDate(server, company.id)).toBe(addMonths(dueDate, 1));
  });

  it(routeCase('POST /subscription/webhook', 'success', 'Efí’s registration ping is answered and changes nothing'), async () => {
    expect((await webhook(RECORDED_WEBHOOK_REGISTRATION, SECRET, '/subscription/webhook')).json()).toEqual({ paid: 0 });
  });

  it(routeCase('POST /subscription/webhook', '401', 'a missing or wrong secret changes nothing'), async () => {
    const { company, invoice, headers, dueDate } = await invoicedCompany(server);
    const pix = await charge(headers.admin, invoice.id);
    for (const hmac of [null, 'wrong', `${SECRET}x`, '']) {
      const response = await webhook(notificationFor(pix.txid, pix.valor.original), hmac, '/subscription/webhook');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'ERR_INVALID_WEBHOOK_SECRET' });
    }
    expect(await companyDueDate(server, company.id)).toBe(dueDate);
  });

  it(routeCase('POST /subscription/webhook/pix', '401'), async () => {
    expect((await webhook(notificationFor('X', '1.00'), 'nope')).statusCode).toBe(401);
  });

  it('an unknown txid or an amount other than the invoice’s changes nothing', async () => {
    const { company, invoice, headers, dueDate } = await invoicedCompany(server);
    const pix = await charge(headers.admin, invoice.id);
    expect((await webhook(notificationFor('UNKNOWNTXID0000000000', '99.90'))).json()).toEqual({ paid: 0 });
    expect((await webhook(notificationFor(pix.txid, '9.99'))).json()).toEqual({ paid: 0 });
    expect(await companyDueDate(server, company.id)).toBe(dueDate);
  });

  it(routeCase('POST /subscription/webhook', '400', 'a body that is not a notification'), async () => {
    expect((await webhook({ pix: 'not-a-list' }, SECRET, '/subscription/webhook')).statusCode).toBe(400);
  });
  it(routeCase('POST /subscription/webhook/pix', '400'), async () => {
    expect((await webhook({ pix: [{ txid: 'A' }] })).statusCode).toBe(400);
  });

  notApplicable('POST /subscription/webhook', '403', 'the provider’s call has no user: the secret is the only gate (401)');
  notApplicable('POST /subscription/webhook/pix', '403', 'the provider’s call has no user: the secret is the only gate (401)');
  notApplicable('POST /subscription/webhook', '404', 'an unknown txid is logged and answered 200, so the provider does not retry it forever');
  notApplicable('POST /subscription/webhook/pix', '404', 'an unknown txid is logged and answered 200, so the provider does not retry it forever');
});
