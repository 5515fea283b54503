import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../app/components/PageLoading';
import { useChat } from './api';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { useChatRoomEvents } from './useChatRoomEvents';
import { useMarkOpenChatRead } from './useMarkOpenChatRead';

/** The right pane: the chat named by the address (id or uuid), its history and the composer. */
export function ChatPane({ chatRef, viewerId }: { chatRef: string; viewerId: number }) {
  const { t } = useTranslation();
  const chat = useChat(chatRef);
  useMarkOpenChatRead(chat.data, viewerId);
  useChatRoomEvents(chat.data?.id);

  if (chat.isPending) return <PageLoading />;
  if (!chat.data) {
    return (
      <Alert severity="info" sx={{ m: 2 }} data-testid="chat-not-found">
        {t('chats.notFound')}
      </Alert>
    );
  }
  const members = chat.data.users.map((member) => member.user.name).join(', ');
  return (
    <Box data-testid="chat-pane" sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <Typography noWrap sx={{ fontWeight: 600 }} data-testid="chat-title">
          {chat.data.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div" title={members} data-testid="chat-members">
          {members}
        </Typography>
      </Box>
      <ChatMessageList key={chat.data.id} chatId={chat.data.id} viewerId={viewerId} />
      <ChatComposer key={`composer-${chat.data.id}`} chatId={chat.data.id} />
    </Box>
  );
}
