import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { Chat } from '@prosa/contract';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../lists/LoadFailed';
import { nearBottom, rowsOf } from '../../lists/pagedCache';
import { useChatPages } from './api';
import { ChatListItem } from './ChatListItem';

interface ChatListProps {
  viewerId: number;
  /** The chat on screen, by the id or uuid of the address. */
  selectedRef: string | undefined;
  onOpen: (chat: Chat) => void;
  onAdd: () => void;
  onEdit: (chat: Chat) => void;
  onDelete: (chat: Chat) => void;
}

/** The left pane: the viewer's chats, newest activity first, more loaded near the bottom. */
export function ChatList({ viewerId, selectedRef, onOpen, onAdd, onEdit, onDelete }: ChatListProps) {
  const { t } = useTranslation();
  const pages = useChatPages('');
  const chats = rowsOf(pages.data);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (pages.hasNextPage && !pages.isFetching && nearBottom(event.currentTarget)) void pages.fetchNextPage();
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {t('chats.listTitle')}
        </Typography>
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onAdd} data-testid="chats-new">
          {t('chats.new')}
        </Button>
      </Box>
      {pages.isError ? (
        <LoadFailed onRetry={() => void pages.refetch()} />
      ) : (
        <Box onScroll={onScroll} sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <List disablePadding data-testid="chat-list">
            {chats.map((chat) => (
              <ChatListItem
                key={chat.id}
                chat={chat}
                viewerId={viewerId}
                selected={selectedRef === String(chat.id) || selectedRef === chat.uuid}
                onOpen={onOpen}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </List>
          {pages.isSuccess && chats.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="chat-list-empty">
              {t('chats.empty')}
            </Typography>
          )}
          {pages.isFetching && <LinearProgress />}
        </Box>
      )}
    </Box>
  );
}
