import type { CheckoutBody, Invoice } from '@prosa/contract';

export const CHECKOUT_FIELDS = ['firstName', 'address2', 'city', 'state', 'zipcode', 'country'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutForm = Record<CheckoutField, string>;

/** The "Dados" step's required fields (the server checks the same ones with the same texts). */
export const REQUIRED_CHECKOUT_FIELDS: readonly CheckoutField[] = ['firstName', 'address2', 'city', 'zipcode', 'country'];

export const EMPTY_CHECKOUT: CheckoutForm = { firstName: '', address2: '', city: '', state: '', zipcode: '', country: 'BR' };

/** The fields left empty, each with the i18n key of its message. */
export function checkoutErrors(form: CheckoutForm): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const field of REQUIRED_CHECKOUT_FIELDS) if (form[field].trim() === '') errors[field] = `billing.checkout.validation.${field}`;
  return errors;
}

/** The body of `POST /subscription` (the seed client's checkout data); the server charges the invoice's amount. */
export function checkoutBody(form: CheckoutForm, invoice: Invoice): CheckoutBody {
  return {
    firstName: form.firstName.trim(),
    lastName: '',
    address2: form.address2.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    zipcode: form.zipcode.trim(),
    country: form.country === 'usa' ? 'usa' : 'BR',
    useAddressForPaymentDetails: false,
    plan: invoice.detail,
    price: invoice.value,
    invoiceId: invoice.id,
  };
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 99,90. */
export function formatMoney(value: number): string {
  return money.format(value);
}

/** 'YYYY-MM-DD' → 'dd/MM/yyyy'. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** Today in the browser's calendar as 'YYYY-MM-DD' (invoice status compares due dates with it). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
