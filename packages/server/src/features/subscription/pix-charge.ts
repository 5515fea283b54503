import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { PixCharge } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { invoices } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { AppError } from '../../shared/app-error.js';
import { readPlatformSettings } from '../settings/platform-settings.js';
import { findCompanyInvoice } from '../invoices/invoices.repository.js';
import { buildPixCode } from './br-code.js';

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `PROSA<invoice id>` and random letters up to the 25 characters a static code's txid may have. */
function newTxid(invoiceId: number): string {
  const prefix = `PROSA${invoiceId}X`;
  const bytes = randomBytes(25);
  let suffix = '';
  for (let i = 0; prefix.length + suffix.length < 25; i++) suffix += TXID_ALPHABET[bytes[i]! % TXID_ALPHABET.length];
  return prefix + suffix;
}

/** The invoice's txid, made on its first checkout and kept, so every code shown for it pays the same charge. */
async function txidOf(ctx: Pick<AppContext, 'db' | 'clock'>, companyId: number, invoiceId: number, current: string | null): Promise<string> {
  if (current) return current;
  await ctx.db
    .update(invoices)
    .set({ txid: newTxid(invoiceId), updatedAt: ctx.clock.now() })
    .where(inCompany(invoices, companyId, and(eq(invoices.id, invoiceId), isNull(invoices.txid))));
  // Two checkouts at once: whichever update landed first named the charge; both read it back.
  const row = await findCompanyInvoice(ctx.db, companyId, invoiceId);
  return row.invoice.txid!;
}

/**
 * `POST /subscription`: a Pix charge for one of the company's open invoices. The code is a static
 * BR Code for the platform's Pix key with the invoice's amount and a txid tied to the invoice; the
 * amount always comes from the invoice, never from the browser. Without a Pix key: 409
 * `ERR_PAYMENT_NOT_CONFIGURED`.
 */
export async function createPixCharge(ctx: Pick<AppContext, 'db' | 'clock'>, companyId: number, body: { invoiceId: number }): Promise<PixCharge> {
  const { invoice } = await findCompanyInvoice(ctx.db, companyId, body.invoiceId);
  if (invoice.status === 'paid') throw new AppError('ERR_INVOICE_ALREADY_PAID');
  const settings = await readPlatformSettings(ctx.db, ['pixKey', 'pixMerchantName', 'pixMerchantCity']);
  if (!settings.pixKey) throw new AppError('ERR_PAYMENT_NOT_CONFIGURED');
  const txid = await txidOf(ctx, companyId, invoice.id, invoice.txid);
  const amount = invoice.value.toFixed(2);
  const code = buildPixCode({ key: settings.pixKey, merchantName: settings.pixMerchantName || 'Prosa', merchantCity: settings.pixMerchantCity || 'Brasil', amount, txid });
  return {
    txid,
    status: 'ATIVA',
    invoiceId: invoice.id,
    valor: { original: amount },
    qrcode: { qrcode: code, imagemQrcode: await QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 320 }) },
  };
}
