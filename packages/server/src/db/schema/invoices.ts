import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/**
 * What a company owes for one period of its plan. One invoice per company and
 * due date: the unique index is what keeps two invoice scans racing from billing a period twice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The plan's name when the invoice was made. */
    detail: text().notNull(),
    value: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The company's due date this invoice pays for (YYYY-MM-DD). */
    dueDate: date({ mode: 'string' }).notNull(),
    /** `open` or `paid`; Vencido is worked out from the due date when shown. */
    status: text().notNull().default('open'),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The Pix charge's identifier (in the code's field 62-05); the webhook finds the invoice by it. */
    txid: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('invoices_company_due_uq').on(t.companyId, t.dueDate), uniqueIndex('invoices_txid_uq').on(t.txid), index('invoices_company_id_idx').on(t.companyId, t.id)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
