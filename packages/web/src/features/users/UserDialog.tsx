import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { can } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../app/components/PageLoading';
import { useCurrentUser } from '../auth/api';
import { useConnections, useQueueOptions } from '../connections/api';
import { useUser } from './api';
import { UserForm } from './UserForm';

interface UserDialogProps {
  /** The user being edited; undefined creates a new one. */
  userId: number | undefined;
  onClose: () => void;
}

/** Seed 000 §2.9 user modal; profile and queues only where `user-modal:*` allow (seed 000 §6). */
export function UserDialog({ userId, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { data: viewer } = useCurrentUser();
  const editing = userId !== undefined;
  const record = useUser(userId);
  const queues = useQueueOptions(true);
  const connections = useConnections();
  const rights = {
    // Nobody changes their own profile (the server refuses it too).
    editProfile: viewer !== undefined && can(viewer, 'user-modal:editProfile') && viewer.id !== userId,
    editQueues: viewer !== undefined && can(viewer, 'user-modal:editQueues'),
  };
  const ready = (!editing || record.data !== undefined) && !queues.isPending && !connections.isPending;
  const failed = (editing && record.isError) || queues.isError;

  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="user-dialog-title"
      data-testid="user-dialog"
    >
      <DialogTitle id="user-dialog-title">{editing ? t('users.dialog.editTitle') : t('users.dialog.addTitle')}</DialogTitle>
      {failed ? (
        <>
          <DialogContent>
            <Alert severity="error">{t('common.loadFailed')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('users.dialog.cancel')}</Button>
          </DialogActions>
        </>
      ) : ready ? (
        <UserForm record={record.data} queues={queues.data ?? []} connections={connections.data ?? []} rights={rights} onDone={onClose} />
      ) : (
        <PageLoading />
      )}
    </Dialog>
  );
}
