import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../app/components/PageTitle';

/**
 * Placeholder of the tickets area (seed 000 §2.6): the landing page after login. The list and the
 * conversation screen replace it; `ticketUuid` is already read so deep links keep working.
 */
export function TicketsPage() {
  const { t } = useTranslation();
  const { ticketUuid } = useParams();
  return (
    <>
      <PageTitle>{t('tickets.title')}</PageTitle>
      <Paper
        variant="outlined"
        data-testid="tickets-page"
        sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}
      >
        <ForumOutlinedIcon color="action" sx={{ fontSize: 48 }} />
        <Typography sx={{ color: 'text.secondary' }}>
          {ticketUuid ? t('tickets.selected', { uuid: ticketUuid }) : t('tickets.noTicketSelected')}
        </Typography>
      </Paper>
    </>
  );
}
