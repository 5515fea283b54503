import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa();

async function call(method: string, path: string, token: string | undefined, body?: object) {
  const response = await fetch(`${suite.prosa.url}${path}`, {
    method,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

describe('billing', () => {
  it('a company admin pays an invoice through the checkout; the super user marks it paid and the open dialog shows the renewal and goes home', async () => {
    const { token: superToken } = (await call('POST', '/auth/login', undefined, { email: suite.prosa.adminEmail, password: suite.prosa.adminPassword })) as { token: string };
    for (const [key, value] of Object.entries({ pixKey: '123e4567-e12b-12d1-a456-426655440000', pixMerchantName: 'Prosa Atendimento', pixMerchantCity: 'Recife', paymentWebhookSecret: 'segredo-e2e' })) {
      await call('PUT', `/settings/${key}`, superToken, { value });
    }
    const plans = (await (await fetch(`${suite.prosa.url}/plans/list`, { headers: { accept: 'application/json' } })).json()) as { id: number }[];
    await call('POST', '/companies/cadastro', undefined, { name: 'Loja Pix', email: 'dona@lojapix.example.com', password: 'secret1', planId: plans[0]!.id });

    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logIn(page, 'dona@lojapix.example.com', 'secret1');
    await page.getByTestId('menu-financeiro').click();
    await page.waitForURL('**/financeiro');
    // The signup's trial ends in 3 days: the invoice job has made its invoice.
    const row = page.locator('[data-testid^="invoice-row-"]').first();
    await row.waitFor();
    const invoiceId = Number((await row.getAttribute('data-testid'))!.replace('invoice-row-', ''));
    expect(await page.getByTestId(`invoice-status-${invoiceId}`).textContent()).toBe('Em Aberto');
    await screenshot(page, 'billing-invoices');

    await page.getByTestId(`invoice-pay-${invoiceId}`).click();
    await page.getByTestId('checkout-dialog').waitFor();
    await page.getByTestId('checkout-next').click();
    for (const text of ['O nome completo é obrigatório', 'O Endereço é obrigatório', 'Cidade é obrigatória', 'CEP é obrigatório']) await page.getByText(text).waitFor();
    await screenshot(page, 'billing-checkout-validation');
    await page.getByTestId('checkout-firstName').fill('Maria da Silva');
    await page.getByTestId('checkout-address2').fill('Rua das Flores, 10');
    await page.getByTestId('checkout-city').fill('Recife');
    await page.getByTestId('checkout-state').fill('PE');
    await page.getByTestId('checkout-zipcode').fill('50000-000');
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('checkout-plan').getByText('Plano 1').waitFor();
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('checkout-review').getByText('Maria da Silva').waitFor();
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('pix-qrcode').waitFor();
    expect((await page.getByTestId('pix-amount').textContent())?.replace(/\s/g, ' ')).toBe('R$ 30,00');
    expect(await page.getByTestId('pix-code').inputValue()).toMatch(/^000201.*br\.gov\.bcb\.pix.*5405\d*30\.00.*6304[0-9A-F]{4}$/);
    expect(await page.getByTestId('pix-qrcode').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'billing-pix');

    await call('POST', `/invoices/${invoiceId}/pay`, superToken);
    await page.getByTestId('checkout-renewed').getByText(/Sua licença foi renovada até \d{2}\/\d{2}\/\d{4}!/).waitFor();
    await screenshot(page, 'billing-renewed');
    await page.waitForURL((url) => url.pathname !== '/financeiro', { timeout: 10_000 });

    await page.goto('/financeiro');
    await expect.poll(() => page.getByTestId(`invoice-status-${invoiceId}`).textContent()).toBe('Pago');
    // Renewed a month ahead: no invoice is due yet, so there is nothing to subscribe to.
    await page.goto('/subscription');
    await page.getByTestId('subscription-days').getByText(/^Seu período de teste termina em \d+ dias!$/).waitFor();
    expect(await page.getByTestId('subscription-email').inputValue()).toBe('dona@lojapix.example.com');
    expect(await page.getByTestId('subscription-subscribe').isDisabled()).toBe(true);
    await screenshot(page, 'billing-subscription');
    expect(errors).toEqual([]);

    // The super user keeps the Pix settings in the payment section of the settings page.
    const operator = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(operator.page, suite.prosa);
    await operator.page.goto('/settings');
    await operator.page.getByTestId('payment-settings').waitFor();
    expect(await operator.page.getByTestId('setting-pixKey').inputValue()).toBe('123e4567-e12b-12d1-a456-426655440000');
    await operator.page.getByTestId('setting-pixMerchantCity').fill('Olinda');
    await operator.page.getByTestId('setting-pixMerchantName').focus();
    await operator.page.getByText('Operação atualizada com sucesso').first().waitFor();
    await screenshot(operator.page, 'billing-settings');
    expect(operator.errors).toEqual([]);
  });
});
