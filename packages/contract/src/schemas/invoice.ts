import { z } from 'zod';
import { flagSchema, idSchema, pageNumberSchema, TEXT } from './common.js';

/** Stored invoice states; what the page shows (Pago / Vencido / Em Aberto) is `invoiceDisplayStatus`. */
export const INVOICE_STATUSES = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice as the API answers it, with the company it bills. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  detail: z.string(),
  value: z.number(),
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z.object({
  searchParam: z.string().max(200, TEXT.tooLong).optional(),
  pageNumber: pageNumberSchema,
});

export const INVOICES_PAGE_SIZE = 20;

export type InvoiceDisplayStatus = 'paid' | 'overdue' | 'open';

/** Paid is Pago; otherwise a due date before today is Vencido; otherwise Em Aberto. `today` is YYYY-MM-DD. */
export function invoiceDisplayStatus(invoice: Pick<Invoice, 'status' | 'dueDate'>, today: string): InvoiceDisplayStatus {
  if (invoice.status === 'paid') return 'paid';
  return invoice.dueDate < today ? 'overdue' : 'open';
}

/** Checkout validation texts (the seed's "Dados" step). */
export const CHECKOUT_TEXT = {
  fullName: 'O nome completo é obrigatório',
  address: 'O Endereço é obrigatório',
  city: 'Cidade é obrigatória',
  zipcode: 'CEP é obrigatório',
  country: 'País é obrigatório',
} as const;

export const CHECKOUT_COUNTRIES = ['BR', 'usa'] as const;

const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, TEXT.tooLong);
const optionalText = (max = 200) => z.string().trim().max(max, TEXT.tooLong).optional();
const optionalAmount = z.union([z.number().finite().min(0).max(1e9), z.string().max(30, TEXT.tooLong)]).optional();

/**
 * `POST /subscription`. The amount charged is the invoice's, never the
 * `price` the browser sends; card fields are accepted for the seed client's sake and never stored.
 */
export const checkoutBodySchema = z.object({
  firstName: requiredText(CHECKOUT_TEXT.fullName),
  lastName: optionalText(),
  address2: requiredText(CHECKOUT_TEXT.address),
  city: requiredText(CHECKOUT_TEXT.city, 100),
  state: optionalText(100),
  zipcode: requiredText(CHECKOUT_TEXT.zipcode, 20),
  country: z.enum(CHECKOUT_COUNTRIES, { error: CHECKOUT_TEXT.country }),
  useAddressForPaymentDetails: flagSchema.optional(),
  nameOnCard: optionalText(),
  cardNumber: optionalText(40),
  cvv: optionalText(10),
  plan: z.union([z.string().max(5000, TEXT.tooLong), z.record(z.string(), z.unknown())]).optional(),
  price: optionalAmount,
  users: optionalAmount,
  connections: optionalAmount,
  invoiceId: idSchema,
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** The Pix charge `POST /subscription` answers, in the field names of Efí's charge the seed client reads. */
export const pixChargeSchema = z.object({
  txid: z.string(),
  status: z.literal('ATIVA'),
  invoiceId: z.number().int(),
  valor: z.object({ original: z.string() }),
  qrcode: z.object({ qrcode: z.string(), imagemQrcode: z.string() }),
});
export type PixCharge = z.infer<typeof pixChargeSchema>;

/** One received Pix in Efí's webhook notification. */
export const receivedPixSchema = z.object({
  endToEndId: z.string().max(100),
  txid: z.string().max(100).optional(),
  valor: z.string().max(30),
  horario: z.string().max(60).optional(),
});

/** `POST /subscription/webhook[/pix]`: Efí's notification; its registration ping carries no `pix`. */
export const pixWebhookBodySchema = z.looseObject({ pix: z.array(receivedPixSchema).max(100).optional() });
export const pixWebhookQuerySchema = z.object({ hmac: z.string().max(500).optional() });

/** The company a confirmed payment renewed, as `company-{id}-payment` carries it. */
export const paidCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.boolean(),
  dueDate: z.string().nullable(),
  recurrence: z.string(),
});
export const paymentEventSchema = z.object({ action: z.literal('CONCLUIDA'), company: paidCompanySchema, invoiceId: z.number().int() });
