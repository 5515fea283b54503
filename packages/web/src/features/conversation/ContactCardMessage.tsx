import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { phoneDisplay } from '../contacts/phoneDisplay';
import { parseVcard } from './vcard';

/** A shared contact (vCard): name and numbers, never the card's raw text as markup. */
export function ContactCardMessage({ vcard }: { vcard: string }) {
  const { t } = useTranslation();
  const { name, numbers } = parseVcard(vcard);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 180, py: 0.5 }} data-testid="message-contact-card">
      <PersonOutlineIcon color="action" />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name || t('conversation.media.contact')}
        </Typography>
        {numbers.map((number) => (
          <Typography key={number} variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {phoneDisplay(number)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
