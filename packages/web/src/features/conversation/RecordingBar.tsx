import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../app/useNow';

function elapsedLabel(startedAt: number | null, now: number): string {
  const seconds = startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface RecordingBarProps {
  encoding: boolean;
  startedAt: number | null;
  onCancel: () => void;
  onSend: () => void;
}

/** While recording: the elapsed time, cancel and send. */
export function RecordingBar({ encoding, startedAt, onCancel, onSend }: RecordingBarProps) {
  const { t } = useTranslation();
  const now = useNow(500);
  return (
    <Box data-testid="message-recording" sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
      <IconButton aria-label={t('conversation.input.cancelRecording')} onClick={onCancel} disabled={encoding} data-testid="message-record-cancel" color="error">
        <CloseIcon />
      </IconButton>
      <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', animation: encoding ? 'none' : 'prosa-pulse 1s ease-in-out infinite', '@keyframes prosa-pulse': { '50%': { opacity: 0.3 } } }} />
      <Typography sx={{ flex: 1, fontVariantNumeric: 'tabular-nums' }}>{encoding ? t('conversation.input.encoding') : `${t('conversation.input.recording')} ${elapsedLabel(startedAt, now)}`}</Typography>
      <IconButton aria-label={t('conversation.input.sendRecording')} onClick={onSend} disabled={encoding} data-testid="message-record-send" color="primary">
        {encoding ? <CircularProgress size={22} /> : <SendIcon />}
      </IconButton>
    </Box>
  );
}
