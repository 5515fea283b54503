import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import { invoiceDisplayStatus, type Invoice } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney, localToday } from './checkoutForm';

interface InvoicesTableProps {
  invoices: Invoice[];
  /** The super user's list spans companies: the company's name is shown with the detail. */
  showCompany: boolean;
  onPay: (invoice: Invoice) => void;
}

/** Id, details, value, due date, status (Pago / Vencido / Em Aberto) and PAGAR on unpaid rows; overdue rows in red. */
export function InvoicesTable({ invoices, showCompany, onPay }: InvoicesTableProps) {
  const { t } = useTranslation();
  const today = localToday();
  return (
    <Table size="small" stickyHeader data-testid="invoices-table">
      <TableHead>
        <TableRow>
          <TableCell align="center">{t('billing.columns.id')}</TableCell>
          <TableCell>{t('billing.columns.detail')}</TableCell>
          <TableCell align="center">{t('billing.columns.value')}</TableCell>
          <TableCell align="center">{t('billing.columns.dueDate')}</TableCell>
          <TableCell align="center">{t('billing.columns.status')}</TableCell>
          <TableCell align="center">{t('billing.columns.action')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => {
          const status = invoiceDisplayStatus(invoice, today);
          return (
            <TableRow
              key={invoice.id}
              hover
              data-testid={`invoice-row-${invoice.id}`}
              data-status={status}
              sx={status === 'overdue' ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.15) } : undefined}
            >
              <TableCell align="center">{invoice.id}</TableCell>
              <TableCell>{showCompany ? `${invoice.company.name} — ${invoice.detail}` : invoice.detail}</TableCell>
              <TableCell align="center">{formatMoney(invoice.value)}</TableCell>
              <TableCell align="center">{formatDay(invoice.dueDate)}</TableCell>
              <TableCell align="center" data-testid={`invoice-status-${invoice.id}`}>
                {t(`billing.status.${status}`)}
              </TableCell>
              <TableCell align="center">
                {status === 'paid' ? (
                  <Button size="small" variant="outlined" disabled>
                    {t('billing.paid')}
                  </Button>
                ) : (
                  <Button size="small" variant="contained" color="secondary" onClick={() => onPay(invoice)} data-testid={`invoice-pay-${invoice.id}`}>
                    {t('billing.pay')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
