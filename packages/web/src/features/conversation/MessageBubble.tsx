import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Message } from '@prosa/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AckIcon } from './AckIcon';
import { conversationColors } from './conversationColors';
import { MessageActions } from './MessageActions';
import { MessageContent } from './MessageContent';
import { MessageReactions } from './MessageReactions';
import { QuotedMessage } from './QuotedMessage';
import { formatTime } from './timeline';

/** What the user may do with one message; absent in the read-only peek. */
export interface MessageHandlers {
  /** Absent while nothing can be sent (closed ticket, expired window). */
  onReply: ((message: Message) => void) | undefined;
  onEdit: ((message: Message) => void) | undefined;
  onDelete: (message: Message) => void;
}

interface MessageBubbleProps {
  message: Message;
  contactName: string;
  /** Group tickets name the participant on each incoming message. */
  showSender: boolean;
  handlers: MessageHandlers | undefined;
  /** The author's own message: deletable, and editable while WhatsApp allows it. */
  canDelete: boolean;
  canEdit: boolean;
}

/** One message: incoming on the left, outgoing on the right, with its markers and ticks. */
export const MessageBubble = memo(function MessageBubble({ message, contactName, showSender, handlers, canDelete, canEdit }: MessageBubbleProps) {
  const { t } = useTranslation();
  const colors = conversationColors(useTheme());
  const mine = message.fromMe;
  const failed = message.sendStatus === 'failed';

  return (
    <Box
      data-testid={`message-${message.id}`}
      data-from-me={mine}
      data-deleted={message.isDeleted}
      data-edited={message.isEdited}
      data-send-status={message.sendStatus}
      sx={{ display: 'flex', flexDirection: mine ? 'row-reverse' : 'row', alignItems: 'flex-end', gap: 0.5, px: { xs: 1, sm: 2 }, py: 0.25, '&:hover .message-actions': { opacity: 1 } }}
    >
      <Box sx={{ maxWidth: { xs: '85%', md: '70%' }, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
        <Box
          sx={{
            bgcolor: mine ? colors.outgoing : colors.incoming,
            color: 'text.primary',
            borderRadius: 2,
            borderTopRightRadius: mine ? 4 : undefined,
            borderTopLeftRadius: mine ? undefined : 4,
            px: 1.25,
            pt: 0.75,
            pb: 0.5,
            boxShadow: '0 1px 0.5px rgba(0,0,0,0.13)',
            border: failed ? 1 : 0,
            borderColor: 'error.main',
            minWidth: 80,
            maxWidth: '100%',
          }}
        >
          {showSender && !mine && message.contact && (
            <Typography variant="caption" sx={{ display: 'block', fontWeight: 700, color: 'secondary.main' }}>
              {message.contact.name}
            </Typography>
          )}
          {message.isAutomatic && (
            <Typography variant="caption" data-testid={`message-${message.id}-automatic`} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontStyle: 'italic' }}>
              <SmartToyOutlinedIcon sx={{ fontSize: 14 }} />
              {t('conversation.automatic')}
            </Typography>
          )}
          {message.quotedMsg && <QuotedMessage quoted={message.quotedMsg} contactName={contactName} />}
          <Box sx={{ opacity: message.isDeleted ? 0.55 : 1, typography: 'body2', fontSize: 14.5, lineHeight: 1.45 }}>
            <MessageContent message={message} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, mt: 0.25, color: 'text.secondary', typography: 'caption', lineHeight: 1.2, flexWrap: 'wrap' }}>
            {message.isDeleted && (
              <Box component="span" data-testid={`message-${message.id}-deleted`} sx={{ fontStyle: 'italic', color: 'error.main' }}>
                {t('conversation.deleted')}
              </Box>
            )}
            {message.isEdited && !message.isDeleted && (
              <Box component="span" data-testid={`message-${message.id}-edited`} sx={{ fontStyle: 'italic' }}>
                {t('conversation.edited')}
              </Box>
            )}
            <span>{formatTime(message.createdAt)}</span>
            {mine && !failed && <AckIcon ack={message.ack} testId={`message-${message.id}-ack`} />}
          </Box>
          {failed && (
            <Box data-testid={`message-${message.id}-failed`} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, color: 'error.main', typography: 'caption', mt: 0.25 }}>
              <ErrorOutlineIcon sx={{ fontSize: 16 }} />
              <span>{message.sendError ? t('conversation.failedWith', { error: message.sendError }) : t('conversation.failed')}</span>
            </Box>
          )}
        </Box>
        <MessageReactions messageId={message.id} reactions={message.reactions} />
      </Box>
      {handlers && (
        <MessageActions
          messageId={message.id}
          onReply={handlers.onReply && (() => handlers.onReply?.(message))}
          onEdit={canEdit && handlers.onEdit ? () => handlers.onEdit?.(message) : undefined}
          onDelete={canDelete ? () => handlers.onDelete(message) : undefined}
        />
      )}
    </Box>
  );
});
