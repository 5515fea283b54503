import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WebhookSubscription } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { useDeleteWebhook, useWebhookSubscriptions } from './api';
import { DeliveriesDialog } from './DeliveriesDialog';
import { useWebhookEvents } from './useWebhookEvents';
import { WebhookDialog } from './WebhookDialog';

type Editing = { open: false } | { open: true; record: WebhookSubscription | undefined };

/**
 * Outgoing webhooks, on the integrations page (same admins, same plan flag): the URLs the company's
 * own systems listen on, their events, and each one's latest deliveries.
 */
export function WebhookSubscriptionsSection() {
  const { t } = useTranslation();
  useWebhookEvents();
  const list = useWebhookSubscriptions();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<WebhookSubscription | undefined>(undefined);
  const [watching, setWatching] = useState<WebhookSubscription | undefined>(undefined);
  const rows = list.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('webhooks.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2 }} data-testid="webhooks-section">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h6">{t('webhooks.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('webhooks.subtitle')}
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => setEditing({ open: true, record: undefined })} data-testid="webhook-add" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {t('webhooks.add')}
        </Button>
      </Stack>
      <Table size="small" data-testid="webhooks-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('webhooks.columns.url')}</TableCell>
            <TableCell>{t('webhooks.columns.events')}</TableCell>
            <TableCell>{t('webhooks.columns.state')}</TableCell>
            <TableCell align="right">{t('webhooks.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((record) => (
            <TableRow key={record.id} hover data-testid={`webhook-row-${record.id}`}>
              <TableCell sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={record.url}>
                {record.url}
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {record.events.map((event) => (
                    <Chip key={event} size="small" variant="outlined" label={t(`webhooks.events.${event}`)} />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                {record.active ? (
                  <Chip size="small" color="success" label={t('webhooks.active')} />
                ) : (
                  <Chip size="small" color={record.disabledAt ? 'error' : 'default'} label={t(record.disabledAt ? 'webhooks.disabledByFailures' : 'webhooks.inactive')} />
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('webhooks.deliveries')}>
                  <IconButton size="small" onClick={() => setWatching(record)} aria-label={t('webhooks.deliveries')} data-testid={`webhook-deliveries-${record.id}`}>
                    <ListAltIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('webhooks.edit')}>
                  <IconButton size="small" onClick={() => setEditing({ open: true, record })} aria-label={t('webhooks.edit')} data-testid={`webhook-edit-${record.id}`}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('webhooks.delete')}>
                  <IconButton size="small" onClick={() => setDeleting(record)} aria-label={t('webhooks.delete')} data-testid={`webhook-delete-${record.id}`}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {list.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {t('webhooks.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {rows
        .filter((record) => record.disabledAt && !record.active)
        .map((record) => (
          <Alert key={record.id} severity="error" sx={{ mt: 1 }} data-testid={`webhook-disabled-${record.id}`}>
            {t('webhooks.disabledAlert', { url: record.url, reason: record.disabledReason ?? '' })}
          </Alert>
        ))}
      {editing.open && <WebhookDialog record={editing.record} onClose={() => setEditing({ open: false })} />}
      {watching && <DeliveriesDialog record={watching} onClose={() => setWatching(undefined)} />}
      <ConfirmDeleteDialog open={deleting !== undefined} title={t('webhooks.deleteTitle', { url: deleting?.url ?? '' })} busy={remove.isPending} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(undefined)} />
    </Paper>
  );
}
