import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WebhookSubscription } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { FORMAT_LOCALE } from '../../i18n/languages';
import { useWebhookDeliveries } from './api';

const STATUS_COLOR = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

/** The latest deliveries of a subscription with what the receiver answered. */
export function DeliveriesDialog({ record, onClose }: { record: WebhookSubscription; onClose: () => void }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(record.id);
  const format = new Intl.DateTimeFormat(FORMAT_LOCALE[currentLanguage()], { dateStyle: 'short', timeStyle: 'medium' });
  const rows = deliveries.data?.deliveries ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="webhook-deliveries">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{t('webhooks.deliveriesTitle', { url: record.url })}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('webhooks.columns.createdAt')}</TableCell>
              <TableCell>{t('webhooks.columns.event')}</TableCell>
              <TableCell>{t('webhooks.columns.status')}</TableCell>
              <TableCell align="right">{t('webhooks.columns.statusCode')}</TableCell>
              <TableCell align="right">{t('webhooks.columns.attempts')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((delivery) => (
              <TableRow key={delivery.id} data-testid={`webhook-delivery-${delivery.id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.format(new Date(delivery.createdAt))}</TableCell>
                <TableCell>{t(`webhooks.events.${delivery.event}`)}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLOR[delivery.status]} label={t(`webhooks.status.${delivery.status}`)} title={delivery.error ?? undefined} />
                </TableCell>
                <TableCell align="right">{delivery.statusCode ?? '—'}</TableCell>
                <TableCell align="right">{delivery.attempts}</TableCell>
              </TableRow>
            ))}
            {deliveries.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {t('webhooks.noDeliveries')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('webhooks.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
