import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import type { Message } from '@prosa/contract';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/api';
import { useMessagePages } from './api';
import { conversationColors } from './conversationColors';
import { EmptyConversation } from './EmptyConversation';
import { MessageBubble, type MessageHandlers } from './MessageBubble';
import { flattenPages } from './messagePages';
import { mayDeleteMessage, mayEditMessage } from './messageRules';
import { buildTimeline, formatDay, formatTime } from './timeline';
import { TimelineMarker } from './TimelineMarker';
import { useHistoryScroll } from './useHistoryScroll';
import { useNow } from '../../app/useNow';

interface MessageListProps {
  ticketId: number;
  contactName: string;
  isGroup: boolean;
  /** The admin's read-only peek: does not mark read, offers no actions. */
  peek?: boolean;
  handlers?: MessageHandlers | undefined;
}

/** The message list: newest at the bottom, older pages loaded as it scrolls up. */
export function MessageList({ ticketId, contactName, isGroup, peek = false, handlers }: MessageListProps) {
  const { t } = useTranslation();
  const colors = conversationColors(useTheme());
  const { data: user } = useCurrentUser();
  const now = useNow(60_000);
  const query = useMessagePages(ticketId, peek);
  const messages = useMemo(() => flattenPages(query.data), [query.data]);
  const timeline = useMemo(() => buildTimeline(messages), [messages]);
  const container = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const last: Message | undefined = messages.at(-1);

  const onScroll = useHistoryScroll(container, content, {
    firstKey: messages[0] ? String(messages[0].id) : undefined,
    lastKey: last ? `${last.id}` : undefined,
    lastIsMine: last?.fromMe === true && last.userId === user?.id,
    onNearTop: () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isError) void query.fetchNextPage();
    },
  });

  return (
    <Box ref={container} onScroll={onScroll} data-testid="message-list" sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowAnchor: 'none', bgcolor: colors.canvas, display: 'flex', flexDirection: 'column' }}>
      <Box ref={content} sx={{ display: 'flex', flexDirection: 'column', py: 1, flex: messages.length === 0 ? 1 : undefined }}>
        {(query.isPending || query.isFetchingNextPage) && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }} data-testid="message-list-loading">
            <CircularProgress size={24} />
          </Box>
        )}
        {query.isError && (
          <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
            {t('common.loadFailed')}
          </Alert>
        )}
        {query.isSuccess && messages.length === 0 && <EmptyConversation contactName={contactName} />}
        {timeline.map((item) => {
          switch (item.kind) {
            case 'day':
              return (
                <TimelineMarker key={item.key} testId="day-separator" tone="day">
                  {formatDay(item.at)}
                </TimelineMarker>
              );
            case 'ended':
              return (
                <TimelineMarker key={item.key} testId="conversation-ended-marker" tone="ticket">
                  {t('conversation.ended', { date: formatDay(item.at), time: formatTime(item.at) })}
                </TimelineMarker>
              );
            case 'started':
              return (
                <TimelineMarker key={item.key} testId="conversation-started-marker" tone="ticket">
                  {t('conversation.started', { date: formatDay(item.at), time: formatTime(item.at) })}
                </TimelineMarker>
              );
            case 'message':
              return (
                <MessageBubble
                  key={item.key}
                  message={item.message}
                  contactName={contactName}
                  showSender={isGroup}
                  handlers={handlers}
                  canDelete={handlers !== undefined && mayDeleteMessage(item.message, user?.id)}
                  canEdit={handlers !== undefined && mayEditMessage(item.message, user?.id, now)}
                />
              );
          }
        })}
      </Box>
    </Box>
  );
}
