import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { pixWebhookBodySchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../shared/app-error.js';
import { readPlatformSettings } from '../settings/platform-settings.js';
import { confirmInvoicePayment } from '../invoices/confirm-payment.js';
import { unscopedInvoiceByTxid } from '../invoices/invoices.repository.js';

type WebhookBody = z.output<typeof pixWebhookBodySchema>;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Efí's Pix webhook (without mutual TLS, Efí authenticates its calls by a secret the receiver put in
 * the registered URL: `?hmac=<paymentWebhookSecret>`). A missing or wrong secret, or none configured,
 * is 401 and nothing changes. Each received Pix is matched to an invoice by its txid and must carry
 * exactly the invoice's amount; anything else is logged and skipped. Answers how many invoices the
 * notification paid (a repeated notification pays none).
 */
export async function receivePixNotification(ctx: Pick<AppContext, 'db' | 'clock' | 'realtime' | 'jobs' | 'log'>, hmac: string | undefined, body: WebhookBody): Promise<number> {
  const { paymentWebhookSecret } = await readPlatformSettings(ctx.db, ['paymentWebhookSecret']);
  if (!paymentWebhookSecret || !hmac || !sameSecret(hmac, paymentWebhookSecret)) {
    ctx.log.warn({ configured: Boolean(paymentWebhookSecret) }, 'payment webhook refused: missing or wrong secret');
    throw new AppError('ERR_INVALID_WEBHOOK_SECRET');
  }
  let paid = 0;
  for (const pix of body.pix ?? []) {
    const invoice = pix.txid ? await unscopedInvoiceByTxid(ctx.db, pix.txid) : undefined;
    if (!invoice) {
      ctx.log.warn({ txid: pix.txid, endToEndId: pix.endToEndId }, 'payment webhook: no invoice has this txid');
      continue;
    }
    if (Number(pix.valor).toFixed(2) !== invoice.value.toFixed(2)) {
      ctx.log.warn({ txid: pix.txid, endToEndId: pix.endToEndId, received: pix.valor, expected: invoice.value.toFixed(2) }, 'payment webhook: amount differs from the invoice');
      continue;
    }
    if (await confirmInvoicePayment(ctx, invoice.companyId, invoice.id, 'webhook')) paid += 1;
  }
  return paid;
}
