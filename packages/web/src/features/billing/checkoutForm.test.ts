import { describe, expect, it } from 'vitest';
import { invoiceDisplayStatus } from '@prosa/contract';
import { checkoutErrors, EMPTY_CHECKOUT, formatDay, formatMoney } from './checkoutForm';

describe('the checkout form', () => {
  it('names each empty required field with its message', () => {
    expect(checkoutErrors({ ...EMPTY_CHECKOUT, country: '' })).toEqual({
      firstName: 'billing.checkout.validation.firstName',
      address2: 'billing.checkout.validation.address2',
      city: 'billing.checkout.validation.city',
      zipcode: 'billing.checkout.validation.zipcode',
      country: 'billing.checkout.validation.country',
    });
    expect(checkoutErrors({ firstName: 'Ana', address2: 'Rua 1', city: 'Recife', state: '', zipcode: '50000', country: 'BR' })).toEqual({});
  });

  it('shows money and days the Brazilian way, and the invoice status by due date', () => {
    expect(formatMoney(99.9).replace(/\s/g, ' ')).toBe('R$ 99,90');
    expect(formatDay('2026-12-07')).toBe('07/12/2026');
    expect(invoiceDisplayStatus({ status: 'paid', dueDate: '2026-01-01' }, '2026-11-27')).toBe('paid');
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-11-26' }, '2026-11-27')).toBe('overdue');
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-11-27' }, '2026-11-27')).toBe('open');
  });
});
