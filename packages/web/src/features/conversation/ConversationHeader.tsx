import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { can, type Ticket } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCurrentUser } from '../auth/api';
import { phoneDisplay } from '../contacts/phoneDisplay';
import { TransferTicketDialog } from '../ticket-modals/TransferTicketDialog';
import { ScheduleDialog } from '../schedules/ScheduleDialog';
import { useAccessContext } from '../../app/useAccessContext';
import { areaAccess } from '../../app/areas';
import { TicketActionButtons } from './TicketActionButtons';
import { TicketOptionsMenu } from './TicketOptionsMenu';
import { actionsForStatus } from './ticketActions';
import { useTicketActions } from './useTicketActions';
import { useNarrowerThan } from './useNarrowerThan';

interface ConversationHeaderProps {
  ticket: Ticket;
  onContactClick: () => void;
}

/** The conversation header: who the conversation is with, and what can be done with the ticket. */
export function ConversationHeader({ ticket, onContactClick }: ConversationHeaderProps) {
  const { t } = useTranslation();
  // Below this width the action labels would push the contact's name out.
  const { ref: headerRef, narrow: compact } = useNarrowerThan<HTMLDivElement>(560);
  const { data: user } = useCurrentUser();
  const { transition, remove } = useTicketActions(ticket);
  const [transferOpen, setTransferOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const { context } = useAccessContext();
  // The entry follows the plan like the side menu's.
  const maySchedule = context !== undefined && areaAccess('schedules', context) === 'allowed';

  const details = [ticket.contact.isGroup ? null : phoneDisplay(ticket.contact.number), ticket.queue?.name ?? t('conversation.noQueue'), ticket.user ? t('conversation.assignedTo', { name: ticket.user.name }) : null].filter(Boolean).join(' · ');

  return (
    <Box ref={headerRef} data-testid="conversation-header" data-status={ticket.status} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', minHeight: 64 }}>
      <ButtonBase onClick={onContactClick} data-testid="conversation-contact" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: 1, justifyContent: 'flex-start', textAlign: 'left', borderRadius: 1, p: 0.5 }}>
        <Avatar src={ticket.contact.profilePicUrl || undefined} alt={ticket.contact.name} />
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {ticket.contact.name}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {details}
          </Typography>
        </Box>
      </ButtonBase>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
        <TicketActionButtons actions={actionsForStatus(ticket.status)} busy={transition.isPending} compact={compact} onAction={(action) => transition.mutate(action)} />
        <TicketOptionsMenu canDelete={user !== undefined && can(user, 'ticket-options:deleteTicket')} onTransfer={() => setTransferOpen(true)} onDelete={() => setConfirmDelete(true)} {...(maySchedule ? { onSchedule: () => setScheduleOpen(true) } : {})} />
      </Box>
      <TransferTicketDialog ticket={ticket} open={transferOpen} onClose={() => setTransferOpen(false)} />
      {scheduleOpen && <ScheduleDialog record={undefined} contact={ticket.contact} ticketId={ticket.id} onClose={() => setScheduleOpen(false)} />}
      <ConfirmDialog
        open={confirmDelete}
        title={t('conversation.deleteTicket.title', { name: ticket.contact.name })}
        message={t('conversation.deleteTicket.message')}
        confirmLabel={t('common.delete')}
        testId="confirm-delete"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirmDelete(false) })}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
}
