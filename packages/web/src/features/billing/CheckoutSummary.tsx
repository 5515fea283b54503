import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Invoice } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney, type CheckoutForm } from './checkoutForm';

/**
 * "Personalizar" shows what is being paid (the invoice's plan, due date and amount); "Revisar" adds
 * the payer's data so both can be checked before the charge is made.
 */
export function CheckoutSummary({ invoice, form }: { invoice: Invoice; form?: CheckoutForm }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('billing.checkout.summary.plan'), invoice.detail],
    [t('billing.checkout.summary.dueDate'), formatDay(invoice.dueDate)],
    [t('billing.checkout.summary.value'), formatMoney(invoice.value)],
    [t('billing.checkout.summary.method'), 'Pix'],
  ];
  if (form) {
    rows.push([t('billing.checkout.fields.firstName'), form.firstName]);
    rows.push([t('billing.checkout.fields.address2'), [form.address2, form.city, form.state, form.zipcode].filter(Boolean).join(', ')]);
    rows.push([t('billing.checkout.fields.country'), t(`billing.checkout.countries.${form.country}`)]);
  }
  return (
    <Table size="small" data-testid={form ? 'checkout-review' : 'checkout-plan'}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" sx={{ fontWeight: 600, width: '40%' }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
