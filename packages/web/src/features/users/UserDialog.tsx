import { can } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useCurrentUser } from '../auth/api';
import { useConnections, useQueueOptions } from '../connections/api';
import { useUser } from './api';
import { UserForm } from './UserForm';

interface UserDialogProps {
  /** The user being edited; undefined creates a new one. */
  userId: number | undefined;
  onClose: () => void;
}

/** The user modal; profile and queues only where `user-modal:*` allow. */
export function UserDialog({ userId, onClose }: UserDialogProps) {
  const { t } = useTranslation();
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
    <FormDialog testId="user-dialog" title={editing ? t('users.dialog.editTitle') : t('users.dialog.addTitle')} maxWidth="sm" ready={ready} failed={failed} cancelLabel={t('users.dialog.cancel')} onClose={onClose}>
      <UserForm record={record.data} queues={queues.data ?? []} connections={connections.data ?? []} rights={rights} onDone={onClose} />
    </FormDialog>
  );
}
