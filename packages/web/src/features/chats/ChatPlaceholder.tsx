import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The message pane before a chat is chosen. */
export function ChatPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box data-testid="chat-placeholder" sx={{ m: 'auto', p: 3, textAlign: 'center', color: 'text.secondary' }}>
      <ForumOutlinedIcon sx={{ fontSize: 56, opacity: 0.5 }} />
      <Typography>{t('chats.choose')}</Typography>
    </Box>
  );
}
