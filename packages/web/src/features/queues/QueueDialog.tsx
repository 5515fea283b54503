import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../app/components/PageLoading';
import { useIntegrationOptions, usePromptOptions, useQueues, useScheduleType } from './api';
import { QueueForm } from './QueueForm';

interface QueueDialogProps {
  /** The queue being edited; undefined creates a new one. */
  queueId: number | undefined;
  onClose: () => void;
}

/** Add and edit (seed 001 §2): the hours tab only when the company's `scheduleType` is `queue`. */
export function QueueDialog({ queueId, onClose }: QueueDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const queues = useQueues();
  const scheduleType = useScheduleType();
  const integrations = useIntegrationOptions();
  const prompts = usePromptOptions();
  const record = queueId === undefined ? undefined : queues.data?.find((queue) => queue.id === queueId);
  const ready = queues.data !== undefined && !scheduleType.isPending && !integrations.isPending && !prompts.isPending;
  const failed = queues.isError || scheduleType.isError || (ready && queueId !== undefined && !record);

  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="queue-dialog-title"
      data-testid="queue-dialog"
    >
      <DialogTitle id="queue-dialog-title">{queueId === undefined ? t('queues.dialog.addTitle') : t('queues.dialog.editTitle')}</DialogTitle>
      {failed ? (
        <>
          <DialogContent>
            <Alert severity="error">{t('common.loadFailed')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </DialogActions>
        </>
      ) : ready ? (
        <QueueForm
          record={record}
          otherColors={(queues.data ?? []).filter((queue) => queue.id !== queueId).map((queue) => queue.color)}
          showHours={scheduleType.data === 'queue'}
          integrations={integrations.data ?? []}
          prompts={prompts.data ?? []}
          onDone={onClose}
        />
      ) : (
        <PageLoading />
      )}
    </Dialog>
  );
}
