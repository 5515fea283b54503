import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { deliveredPercent } from './campaignActions';
import { CampaignStatusChip } from './CampaignStatusChip';

/** Status, delivered of valid contacts, and the bar they fill. */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const delivered = campaign.report?.delivered ?? 0;
  const valid = campaign.report?.validContacts ?? 0;
  const percent = deliveredPercent(campaign.report);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('campaigns.columns.status')}:
        </Typography>
        <CampaignStatusChip status={campaign.status} testId="campaign-report-status" />
        <Typography variant="body2" color="text.secondary" data-testid="campaign-report-progress-text">
          {t('campaigns.report.progress', { delivered, valid })}
        </Typography>
        <Typography variant="body2" sx={{ ml: 'auto', fontWeight: 600 }}>
          {percent}%
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} sx={{ height: 10, borderRadius: 5 }} data-testid="campaign-report-progress" aria-label={t('campaigns.report.progress', { delivered, valid })} />
    </Paper>
  );
}
