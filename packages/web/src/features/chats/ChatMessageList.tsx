import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { conversationColors } from '../conversation/conversationColors';
import { useHistoryScroll } from '../conversation/useHistoryScroll';
import { useChatMessages } from './api';
import { ChatBubble } from './ChatBubble';
import { flattenChatMessages } from './chatCache';

/** The chat's older messages load when scrolled within 600 px of the top. */
export const CHAT_HISTORY_DISTANCE_PX = 600;

/** The open chat's history: newest at the bottom, older pages loaded as the reader scrolls up. */
export function ChatMessageList({ chatId, viewerId }: { chatId: number; viewerId: number }) {
  const { t } = useTranslation();
  const colors = conversationColors(useTheme());
  const query = useChatMessages(chatId);
  const messages = useMemo(() => flattenChatMessages(query.data), [query.data]);
  const container = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  const onScroll = useHistoryScroll(container, content, {
    firstKey: messages[0] ? String(messages[0].id) : undefined,
    lastKey: last ? String(last.id) : undefined,
    lastIsMine: last?.senderId === viewerId,
    nearTopPx: CHAT_HISTORY_DISTANCE_PX,
    onNearTop: () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isError) void query.fetchNextPage();
    },
  });

  return (
    <Box ref={container} onScroll={onScroll} data-testid="chat-message-list" sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowAnchor: 'none', bgcolor: colors.canvas }}>
      <Box ref={content} sx={{ display: 'flex', flexDirection: 'column', py: 1, minHeight: '100%' }}>
        {(query.isPending || query.isFetchingNextPage) && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={24} />
          </Box>
        )}
        {query.isError && (
          <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
            {t('common.loadFailed')}
          </Alert>
        )}
        {query.isSuccess && messages.length === 0 && (
          <Typography color="text.secondary" sx={{ m: 'auto', p: 3, textAlign: 'center' }} data-testid="chat-empty">
            {t('chats.noMessages')}
          </Typography>
        )}
        {messages.map((message, index) => (
          <ChatBubble key={message.id} message={message} mine={message.senderId === viewerId} showSender={messages[index - 1]?.senderId !== message.senderId} />
        ))}
      </Box>
    </Box>
  );
}
