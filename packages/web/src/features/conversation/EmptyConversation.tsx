import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The empty conversation: an invitation to greet the new contact. */
export function EmptyConversation({ contactName }: { contactName: string }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="message-list-empty" sx={{ m: 'auto', p: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center', maxWidth: 360 }}>
      <WavingHandOutlinedIcon color="primary" sx={{ fontSize: 44 }} />
      <Typography sx={{ fontWeight: 600 }}>{t('conversation.empty.title', { name: contactName })}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('conversation.empty.hint')}
      </Typography>
    </Box>
  );
}
