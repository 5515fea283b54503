import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Message } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { conversationColors } from './conversationColors';
import { FormattedText } from './FormattedText';

type Quoted = NonNullable<Message['quotedMsg']>;

/** A one-line summary of a message: its text, else what kind of media it is. */
export function useMessageSummary() {
  const { t } = useTranslation();
  return (message: Pick<Quoted, 'body' | 'mediaType' | 'isDeleted'>) => {
    if (message.body.trim() !== '') return message.body;
    return t(`conversation.mediaTypes.${message.mediaType}`, { defaultValue: t('conversation.media.attachment') });
  };
}

/** The reply quote inside a bubble. */
export function QuotedMessage({ quoted, contactName }: { quoted: Quoted; contactName: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const summary = useMessageSummary();
  return (
    <Box data-testid={`quoted-${quoted.id}`} sx={{ borderLeft: 4, borderColor: quoted.fromMe ? 'primary.main' : 'secondary.main', bgcolor: conversationColors(theme).quote, borderRadius: 1, px: 1, py: 0.5, mb: 0.5, maxHeight: 88, overflow: 'hidden' }}>
      <Typography variant="caption" sx={{ fontWeight: 700, color: quoted.fromMe ? 'primary.main' : 'secondary.main', display: 'block' }}>
        {quoted.fromMe ? t('conversation.you') : (quoted.contact?.name ?? contactName)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {quoted.isDeleted ? <em>{t('conversation.deleted')}</em> : <FormattedText text={summary(quoted)} />}
      </Typography>
    </Box>
  );
}
