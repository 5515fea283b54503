import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Queue } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PageLoading } from '../../app/components/PageLoading';
import { PageTitle } from '../../app/components/PageTitle';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteQueue, useQueues } from './api';
import { QueueDialog } from './QueueDialog';
import { QueuesTable } from './QueuesTable';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: number };

/** The queues page: the company's queues (sectors), their chatbot options and hours. */
export function QueuesPage() {
  const { t } = useTranslation();
  const queues = useQueues();
  const remove = useDeleteQueue();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Queue | undefined>(undefined);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('queues.toasts.deleted'));
      setConfirmOpen(false);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t('menu.queues')}</PageTitle>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'create' })} data-testid="queues-add" sx={{ mb: 2 }}>
          {t('queues.add')}
        </Button>
      </Stack>
      {queues.isPending && <PageLoading />}
      {queues.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void queues.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')}
        </Alert>
      )}
      {queues.data && (
        <QueuesTable
          queues={queues.data}
          onEdit={(queue) => setEditing({ mode: 'edit', id: queue.id })}
          onDelete={(queue) => {
            setDeleting(queue);
            setConfirmOpen(true);
          }}
        />
      )}
      {editing.mode !== 'closed' && <QueueDialog queueId={editing.mode === 'edit' ? editing.id : undefined} onClose={() => setEditing({ mode: 'closed' })} />}
      <ConfirmDialog
        open={confirmOpen && deleting !== undefined}
        title={t('queues.confirm.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('common.confirmDeleteRecord')}
        confirmLabel={t('queues.columns.delete')}
        testId="confirm-delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
