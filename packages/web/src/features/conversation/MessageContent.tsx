import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PhoneMissedIcon from '@mui/icons-material/PhoneMissed';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Message } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { ContactCardMessage } from './ContactCardMessage';
import { FormattedText } from './FormattedText';
import { messageKindOf } from './messageKind';

/** A caption worth showing: media messages often carry their file name as body. */
function Caption({ message }: { message: Message }) {
  const body = message.body.trim();
  if (body === '' || body === message.mediaName) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <FormattedText text={message.body} />
    </Box>
  );
}

const mapsUrl = (latitude: number, longitude: number) => `https://www.google.com/maps?q=${latitude},${longitude}`;
const mediaWidth = { xs: 220, sm: 280 };

/** What a message says or carries: text, media, contact cards, locations, calls. */
export function MessageContent({ message }: { message: Message }) {
  const { t } = useTranslation();
  const url = message.mediaUrl ?? '';
  const testId = (part: string) => `message-${message.id}-${part}`;

  switch (messageKindOf(message)) {
    case 'text':
      return <FormattedText text={message.body} />;
    case 'call':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'error.main' }} data-testid={testId('call')}>
          <PhoneMissedIcon fontSize="small" />
          {/* The stored text is in the company's language; the reader's own is shown (the bubble has the time). */}
          <span>{t('conversation.media.missedCall')}</span>
        </Box>
      );
    case 'location': {
      const { latitude, longitude, name, address } = message.location!;
      return (
        <Link href={mapsUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid={testId('location')}>
          <PlaceOutlinedIcon fontSize="small" />
          {name || address || t('conversation.media.location')}
        </Link>
      );
    }
    case 'contacts':
      return (
        <Box>
          {message.vcards!.map((vcard, index) => (
            <ContactCardMessage key={index} vcard={vcard} />
          ))}
        </Box>
      );
    case 'image':
    case 'sticker': {
      const sticker = message.mediaType === 'sticker';
      return (
        <Box>
          <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
            <Box
              component="img"
              src={url}
              alt={message.mediaName ?? t('conversation.media.image')}
              loading="lazy"
              data-testid={testId('image')}
              // A fixed box: images loading later never move the messages below them.
              sx={sticker ? { width: 120, height: 120, objectFit: 'contain', display: 'block' } : { width: mediaWidth, height: 200, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          </Link>
          <Caption message={message} />
        </Box>
      );
    }
    case 'audio':
      return (
        <Box>
          <Box component="audio" controls preload="metadata" src={url} data-testid={testId('audio')} sx={{ display: 'block', width: mediaWidth, height: 40 }} />
          <Caption message={message} />
        </Box>
      );
    case 'video':
      return (
        <Box>
          <Box component="video" controls preload="metadata" src={url} data-testid={testId('video')} sx={{ display: 'block', width: mediaWidth, height: 180, borderRadius: 1, bgcolor: 'common.black' }} />
          <Caption message={message} />
        </Box>
      );
    case 'file':
      return (
        <Box>
          <Link href={url} download={message.mediaName ?? true} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }} data-testid={testId('file')}>
            <InsertDriveFileOutlinedIcon fontSize="small" />
            {message.mediaName ?? t('conversation.media.download')}
          </Link>
          <Caption message={message} />
        </Box>
      );
  }
}
