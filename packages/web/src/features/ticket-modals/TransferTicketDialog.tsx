import type { Ticket } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useCurrentUser } from '../auth/api';
import { useConnections } from '../connections/api';
import { useQueues } from '../queues/api';
import { useUserList } from '../users/api';
import { TransferTicketForm } from './TransferTicketForm';

export interface TransferTicketDialogProps {
  ticket: Ticket;
  open: boolean;
  onClose: () => void;
}

/** The transfer dialog: queue (required), optional user of that queue, connection. */
export function TransferTicketDialog({ ticket, open, onClose }: TransferTicketDialogProps) {
  if (!open) return null;
  return <TransferTicketDialogFrame ticket={ticket} onClose={onClose} />;
}

function TransferTicketDialogFrame({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const queues = useQueues();
  const users = useUserList();
  const connections = useConnections();
  const ready = user !== undefined && queues.data !== undefined && users.data !== undefined && connections.data !== undefined;

  return (
    <FormDialog
      testId="transfer-dialog"
      title={t('ticketModals.transfer.title')}
      maxWidth="sm"
      ready={ready}
      failed={queues.isError || users.isError || connections.isError}
      onClose={onClose}
    >
      {ready ? <TransferTicketForm ticket={ticket} viewerId={user.id} queues={queues.data} users={users.data} connections={connections.data} onClose={onClose} /> : null}
    </FormDialog>
  );
}
