import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@prosa/contract';
import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TicketAgeLabel } from './TicketAgeLabel';
import { TicketAvatar } from './TicketAvatar';
import { TicketInfoChips } from './TicketInfoChips';
import { TicketPreview } from './TicketPreview';
import { displayName, ticketTimeLabel } from './ticketItemFormat';

export interface TicketListItemProps {
  ticket: Ticket;
  selected: boolean;
  /** Below 600 px the name is cut to 10 characters. */
  narrow: boolean;
  /** Admins get the read-only peek. */
  canPeek: boolean;
  now: Date;
  /** The search list's text: the row shows the message that matched. */
  search: string;
  accepting: boolean;
  onOpen: (ticket: Ticket) => void;
  onAccept: (ticket: Ticket) => void;
  onPeek: (ticket: Ticket) => void;
}

/** One row of the ticket list. A pending ticket opens only through Accept. */
export const TicketListItem = memo(function TicketListItem({ ticket, selected, narrow, canPeek, now, search, accepting, onOpen, onAccept, onPeek }: TicketListItemProps) {
  const { t } = useTranslation();
  const testId = `ticket-item-${ticket.id}`;
  const pending = ticket.status === 'pending';
  const stop = (action: (ticket: Ticket) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action(ticket);
  };

  return (
    <ListItemButton
      data-testid={testId}
      data-status={ticket.status}
      selected={selected}
      onClick={pending ? undefined : () => onOpen(ticket)}
      disableRipple={pending}
      sx={{ alignItems: 'stretch', gap: 1.25, pl: 0, pr: 1.25, py: 1, cursor: pending ? 'default' : 'pointer', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ width: 6, flexShrink: 0, bgcolor: ticket.queue?.color || 'grey.500', borderRadius: '0 4px 4px 0' }} />
      <Box sx={{ pt: 0.25 }}>
        <TicketAvatar contact={ticket.contact} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Typography noWrap data-testid={`${testId}-name`} title={ticket.contact.name} sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
            {displayName(ticket.contact.name, narrow)}
          </Typography>
          {ticket.chatbot && (
            <Tooltip title={t('ticketList.chatbot')}>
              <SmartToyOutlinedIcon data-testid={`${testId}-chatbot`} fontSize="small" color="action" />
            </Tooltip>
          )}
          <Typography variant="caption" data-testid={`${testId}-time`} sx={{ color: ticket.unreadMessages > 0 ? 'success.main' : 'text.secondary', whiteSpace: 'nowrap' }}>
            {ticketTimeLabel(ticket.lastMessageAt, now)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <TicketPreview ticket={ticket} search={search} testId={testId} />
          {ticket.unreadMessages > 0 && (
            <Box
              component="span"
              data-testid={`${testId}-unread`}
              aria-label={t('ticketList.unread', { count: ticket.unreadMessages })}
              sx={{ minWidth: 20, height: 20, px: 0.75, borderRadius: 10, bgcolor: 'success.main', color: 'success.contrastText', fontSize: 12, fontWeight: 700, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
            >
              {ticket.unreadMessages}
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TicketInfoChips ticket={ticket} testId={testId} />
          </Box>
          <TicketAgeLabel lastMessageAt={ticket.lastMessageAt} now={now} testId={`${testId}-age`} />
          {canPeek && (
            <Tooltip title={t('ticketList.peek')}>
              <IconButton size="small" data-testid={`${testId}-peek`} aria-label={t('ticketList.peek')} onClick={stop(onPeek)} sx={{ p: 0.25 }}>
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {pending && (
            <Button size="small" variant="contained" data-testid={`${testId}-accept`} disabled={accepting} onClick={stop(onAccept)} sx={{ py: 0, minHeight: 26, minWidth: 0 }}>
              {t('ticketList.accept')}
            </Button>
          )}
        </Box>
      </Box>
    </ListItemButton>
  );
});
