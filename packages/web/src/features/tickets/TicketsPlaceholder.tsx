import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProsaLogo } from '../../app/components/ProsaLogo';

/** The conversation pane while no ticket is chosen (a logo placeholder). */
export function TicketsPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box data-testid="tickets-placeholder" sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Box sx={{ opacity: 0.85 }}>
        <ProsaLogo />
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>{t('ticketList.noTicketSelected')}</Typography>
    </Box>
  );
}
