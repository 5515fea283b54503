import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@prosa/contract';
import { ticketTimeLabel } from '../tickets/ticketItemFormat';
import { TicketPreview } from '../tickets/TicketPreview';

interface NotificationItemProps {
  ticket: Ticket;
  onOpen: (ticket: Ticket) => void;
}

/** One ticket with unread messages: contact, last message, time and the unread count. */
export function NotificationItem({ ticket, onOpen }: NotificationItemProps) {
  const { contact } = ticket;
  return (
    <ListItemButton onClick={() => onOpen(ticket)} data-testid={`notification-item-${ticket.id}`} sx={{ gap: 0, alignItems: 'flex-start', borderLeft: 4, borderColor: ticket.queue?.color ?? 'grey.400' }}>
      <ListItemAvatar sx={{ mt: 0.5 }}>
        <Avatar src={contact.profilePicUrl || undefined} alt="">
          {Array.from(contact.name.trim())[0]?.toUpperCase() ?? '?'}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        disableTypography
        primary={
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
            <Typography noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
              {contact.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {ticketTimeLabel(ticket.lastMessageAt)}
            </Typography>
          </Stack>
        }
        secondary={
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <TicketPreview ticket={ticket} testId={`notification-preview-${ticket.id}`} />
            <Badge badgeContent={ticket.unreadMessages} color="success" max={999} sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
          </Stack>
        }
      />
    </ListItemButton>
  );
}
