import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@prosa/contract';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router';
import { useUnreadTickets } from './api';
import { bellView } from './bellRules';
import { NotificationItem } from './NotificationItem';
import { useBellEvents } from './useBellEvents';
import { useBellViewer } from './useBellViewer';

// Slot props are typed without data attributes; the attribute reaches the element all the same.
const BADGE_TEST_ID = { 'data-testid': 'notifications-badge' } as HTMLAttributes<HTMLSpanElement>;

/** The notification bell: the tickets with unread messages, live, each opening its ticket. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useBellViewer();
  const unread = useUnreadTickets(viewer);
  useBellEvents(viewer);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const openTicketUuid = useMatch('/tickets/:ticketUuid')?.params.ticketUuid ?? null;
  const { tickets, count } = bellView(unread.data, openTicketUuid);

  const openTicket = (ticket: Ticket) => {
    setAnchor(null);
    void navigate(`/tickets/${ticket.uuid}`);
  };

  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={count > 0 ? t('notifications.labelCount', { count }) : t('notifications.title')}
          aria-haspopup="dialog"
          data-testid="notifications-bell"
        >
          <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: BADGE_TEST_ID }}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 'min(360px, calc(100vw - 16px))', maxHeight: 'min(480px, calc(100vh - 96px))' } } }}
      >
        <Box data-testid="notifications-popover">
          <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
            {t('notifications.title')}
          </Typography>
          {unread.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={24} />
            </Box>
          ) : tickets.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }} data-testid="notifications-empty">
              {t('notifications.empty')}
            </Typography>
          ) : (
            <List disablePadding data-testid="notifications-list">
              {tickets.map((ticket) => (
                <NotificationItem key={ticket.id} ticket={ticket} onOpen={openTicket} />
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
