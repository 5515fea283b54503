import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Message } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { conversationColors } from './conversationColors';
import { FormattedText } from './FormattedText';
import { useMessageSummary } from './QuotedMessage';

interface ComposerContextBarProps {
  mode: 'reply' | 'edit';
  message: Message;
  contactName: string;
  onClose: () => void;
}

/** Above the input: the message being answered (sent as `quotedMsg`) or the one being edited. */
export function ComposerContextBar({ mode, message, contactName, onClose }: ComposerContextBarProps) {
  const { t } = useTranslation();
  const colors = conversationColors(useTheme());
  const summary = useMessageSummary();
  const who = mode === 'edit' ? t('conversation.input.editing') : message.fromMe ? t('conversation.you') : (message.contact?.name ?? contactName);
  return (
    <Box data-testid={mode === 'edit' ? 'message-editing-bar' : 'message-reply-bar'} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pt: 1 }}>
      {mode === 'edit' ? <EditOutlinedIcon color="action" fontSize="small" /> : <ReplyIcon color="action" fontSize="small" />}
      <Box sx={{ flex: 1, minWidth: 0, borderLeft: 4, borderColor: 'primary.main', bgcolor: colors.quote, borderRadius: 1, px: 1, py: 0.5 }}>
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'primary.main', display: 'block' }}>
          {who}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          <FormattedText text={summary(message).replace(/\s+/g, ' ')} singleLine />
        </Typography>
      </Box>
      <IconButton size="small" aria-label={t('common.cancel')} onClick={onClose} data-testid="message-context-close">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
