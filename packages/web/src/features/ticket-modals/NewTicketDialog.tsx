import { isAdmin } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useCurrentUser } from '../auth/api';
import { useConnections } from '../connections/api';
import { useQueues } from '../queues/api';
import { NewTicketForm } from './NewTicketForm';
import { defaultConnectionId, queueChoices } from './ticketChoices';

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The new ticket dialog: contact, queue, connection; opens the created ticket. */
export function NewTicketDialog({ open, onClose }: NewTicketDialogProps) {
  if (!open) return null;
  return <NewTicketDialogFrame onClose={onClose} />;
}

function NewTicketDialogFrame({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const queues = useQueues();
  const connections = useConnections();
  const ready = user !== undefined && queues.data !== undefined && connections.data !== undefined;
  const admin = user ? isAdmin(user) : false;

  return (
    <FormDialog testId="new-ticket-dialog" title={t('ticketModals.newTicket.title')} maxWidth="sm" ready={ready} failed={queues.isError || connections.isError} onClose={onClose}>
      {ready ? (
        <NewTicketForm
          viewerId={user.id}
          admin={admin}
          queues={queueChoices({ id: user.id, admin, queues: user.queues, whatsappId: user.whatsappId }, queues.data)}
          connections={connections.data}
          defaultWhatsappId={defaultConnectionId(user, connections.data)}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}
