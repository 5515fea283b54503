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
import { useConnection, usePromptOptions, useQueueOptions } from './api';
import { ConnectionForm } from './ConnectionForm';

interface ConnectionDialogProps {
  /** The connection being edited; undefined creates a new one. */
  connectionId: number | undefined;
  onClose: () => void;
}

/** The create/edit dialog. Editing loads the record fresh, secrets included (admins only). */
export function ConnectionDialog({ connectionId, onClose }: ConnectionDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const editing = connectionId !== undefined;
  const record = useConnection(connectionId);
  const queues = useQueueOptions(true);
  const prompts = usePromptOptions(true);

  const ready = (!editing || record.data !== undefined) && !queues.isPending && !prompts.isPending;
  const failed = (editing && record.isError) || queues.isError;

  return (
    <Dialog
      open
      // A long form should not vanish on a stray click outside it.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="connection-dialog-title"
      data-testid="connection-dialog"
    >
      <DialogTitle id="connection-dialog-title">{editing ? t('connections.dialog.editTitle') : t('connections.dialog.addTitle')}</DialogTitle>
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
        <ConnectionForm record={record.data} queues={queues.data ?? []} prompts={prompts.data ?? []} onDone={onClose} />
      ) : (
        <PageLoading />
      )}
    </Dialog>
  );
}
