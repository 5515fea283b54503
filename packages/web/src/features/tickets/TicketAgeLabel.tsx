import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ageLabel, type AgeBand } from './ticketItemFormat';

const BAND_COLOUR: Record<AgeBand, string> = {
  neutral: 'text.secondary',
  green: 'success.main',
  orange: 'warning.main',
  red: 'error.main',
};

/** How long since the last message, in the colour of its band. `now` ticks every 30 s. */
export function TicketAgeLabel({ lastMessageAt, now, testId }: { lastMessageAt: string; now: Date; testId: string }) {
  const { t } = useTranslation();
  const age = ageLabel(lastMessageAt, now);
  if (!age) return null;
  return (
    <Typography
      component="span"
      variant="caption"
      data-testid={testId}
      data-band={age.band}
      title={t('ticketList.age.title')}
      sx={{ color: BAND_COLOUR[age.band], fontWeight: age.band === 'neutral' ? 400 : 700, whiteSpace: 'nowrap' }}
    >
      {t(`ticketList.age.${age.unit}`, { count: age.amount })}
    </Typography>
  );
}
