import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { HeldTicket } from './ticketChoices';

/** Another user holds the contact; say who and in which queue. */
export function HeldTicketNotice({ held }: { held: Extract<HeldTicket, { kind: 'other' }> }) {
  const { t } = useTranslation();
  const { userName, queueName } = held;
  const text =
    userName !== null
      ? queueName !== null
        ? t('ticketModals.held.userQueue', { user: userName, queue: queueName })
        : t('ticketModals.held.userNoQueue', { user: userName })
      : queueName !== null
        ? t('ticketModals.held.waitingQueue', { queue: queueName })
        : t('ticketModals.held.waitingNoQueue');
  return (
    <Alert severity="warning" data-testid="new-ticket-held-notice">
      {text}
    </Alert>
  );
}
