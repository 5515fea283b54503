import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ownsChat, unreadsOf, type Chat } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { ticketTimeLabel } from '../tickets/ticketItemFormat';

interface ChatListItemProps {
  chat: Chat;
  viewerId: number;
  selected: boolean;
  onOpen: (chat: Chat) => void;
  onEdit: (chat: Chat) => void;
  onDelete: (chat: Chat) => void;
}

/** Title, last message with its time, the unread badge, and the owner's edit and delete icons. */
export function ChatListItem({ chat, viewerId, selected, onOpen, onEdit, onDelete }: ChatListItemProps) {
  const { t } = useTranslation();
  const unreads = unreadsOf(chat, viewerId);
  const owner = ownsChat({ id: viewerId }, chat);
  return (
    <ListItemButton selected={selected} onClick={() => onOpen(chat)} data-testid={`chat-item-${chat.id}`} sx={{ gap: 1, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
          <Typography noWrap sx={{ flex: 1, minWidth: 0, fontWeight: unreads > 0 ? 700 : 500 }} data-testid={`chat-item-${chat.id}-title`}>
            {chat.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {ticketTimeLabel(chat.updatedAt)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minHeight: 24 }}>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid={`chat-item-${chat.id}-last-message`}>
            {chat.lastMessage || t('chats.noMessagesYet')}
          </Typography>
          {unreads > 0 && (
            <Badge
              badgeContent={unreads}
              color="success"
              max={999}
              data-testid={`chat-item-${chat.id}-unread`}
              sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
            />
          )}
          {owner && (
            <Box sx={{ display: 'flex', flexShrink: 0 }} onClick={(event) => event.stopPropagation()}>
              <Tooltip title={t('chats.edit')}>
                <IconButton size="small" onClick={() => onEdit(chat)} aria-label={t('chats.edit')} data-testid={`chat-item-${chat.id}-edit`}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('chats.delete')}>
                <IconButton size="small" onClick={() => onDelete(chat)} aria-label={t('chats.delete')} data-testid={`chat-item-${chat.id}-delete`}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          )}
        </Stack>
      </Box>
    </ListItemButton>
  );
}
