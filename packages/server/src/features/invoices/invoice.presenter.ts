import type { Invoice } from '@prosa/contract';
import type { InvoiceRow } from '../../db/schema/index.js';

export function presentInvoice(row: InvoiceRow, company: { id: number; name: string }): Invoice {
  return {
    id: row.id,
    companyId: row.companyId,
    company: { id: company.id, name: company.name },
    detail: row.detail,
    value: row.value,
    dueDate: row.dueDate,
    status: row.status === 'paid' ? 'paid' : 'open',
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
