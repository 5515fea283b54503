import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@prosa/contract';
import { conversationColors } from '../conversation/conversationColors';
import { ticketTimeLabel } from '../tickets/ticketItemFormat';

interface ChatBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** A colleague's name above their first message of a run. */
  showSender: boolean;
}

/** One message of an internal chat: the viewer's own on the right, colleagues' on the left with their name. */
export function ChatBubble({ message, mine, showSender }: ChatBubbleProps) {
  const colors = conversationColors(useTheme());
  return (
    <Box
      data-testid={`chat-message-${message.id}`}
      data-mine={mine}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', px: { xs: 1, sm: 2 }, mt: showSender ? 1 : 0.5 }}
    >
      <Box sx={{ maxWidth: 'min(75%, 560px)', bgcolor: mine ? colors.outgoing : colors.incoming, borderRadius: 2, px: 1.5, py: 0.75, boxShadow: 1 }}>
        {showSender && !mine && (
          <Typography variant="caption" component="div" color="primary" sx={{ fontWeight: 600 }}>
            {message.sender?.name ?? '—'}
          </Typography>
        )}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
        <Typography variant="caption" component="div" color="text.secondary" sx={{ textAlign: 'right', lineHeight: 1.2 }}>
          {ticketTimeLabel(message.createdAt)}
        </Typography>
      </Box>
    </Box>
  );
}
