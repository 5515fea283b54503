import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../api/toastApiError';
import { useSendChatMessage } from './api';

/** Enter sends (Shift+Enter breaks the line); empty or whitespace-only text is not sent. */
export function ChatComposer({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const send = useSendChatMessage(chatId);
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = async () => {
    if (blank || send.isPending) return;
    const sent = text;
    setText('');
    try {
      await send.mutateAsync(sent.trim());
    } catch (error) {
      setText(sent);
      toastApiError(error);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        fullWidth
        multiline
        maxRows={5}
        size="small"
        placeholder={t('chats.inputPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { 'data-testid': 'chat-input', 'aria-label': t('chats.inputPlaceholder') } }}
      />
      <Tooltip title={t('chats.send')}>
        <span>
          <IconButton color="primary" onClick={() => void submit()} disabled={blank || send.isPending} aria-label={t('chats.send')} data-testid="chat-send">
            <SendIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
