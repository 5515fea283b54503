import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { unreadsOf, type Chat } from '@prosa/contract';
import { useState, type HTMLAttributes, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nearBottom } from '../../lists/pagedCache';
import { useCurrentUser } from '../auth/api';
import { ticketTimeLabel } from '../tickets/ticketItemFormat';
import { useUnreadChatList } from './useUnreadChatCount';

const BADGE_TEST_ID = { 'data-testid': 'chat-popover-badge' } as HTMLAttributes<HTMLSpanElement>;

/** The chats with unread messages; a click opens `/chats/{uuid}`. Hidden without the plan's chat. */
export function ChatPopover() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { enabled, query, chats, count } = useUnreadChatList();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!enabled || !user) return null;

  const open = (chat: Chat) => {
    setAnchor(null);
    void navigate(`/chats/${chat.uuid}`);
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (query.hasNextPage && !query.isFetching && nearBottom(event.currentTarget)) void query.fetchNextPage();
  };

  return (
    <>
      <Tooltip title={t('chats.popover.title')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={count > 0 ? t('chats.popover.labelCount', { count }) : t('chats.popover.title')}
          aria-haspopup="dialog"
          data-testid="chat-popover-button"
        >
          <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: BADGE_TEST_ID }}>
            <ForumOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { onScroll, sx: { width: 'min(360px, calc(100vw - 16px))', maxHeight: 'min(480px, calc(100vh - 96px))' } } }}
      >
        <Box data-testid="chat-popover">
          <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
            {t('chats.popover.title')}
          </Typography>
          {query.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={24} />
            </Box>
          ) : chats.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }} data-testid="chat-popover-empty">
              {t('chats.popover.empty')}
            </Typography>
          ) : (
            <List disablePadding>
              {chats.map((chat) => (
                <ListItemButton key={chat.id} onClick={() => open(chat)} data-testid={`chat-popover-item-${chat.id}`} sx={{ gap: 1 }}>
                  <ListItemText
                    primary={chat.title}
                    secondary={chat.lastMessage}
                    slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
                    sx={{ minWidth: 0 }}
                  />
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
                    <Typography variant="caption" color="text.secondary">
                      {ticketTimeLabel(chat.updatedAt)}
                    </Typography>
                    <Badge badgeContent={unreadsOf(chat, user.id)} color="success" max={999} sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
                  </Box>
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
