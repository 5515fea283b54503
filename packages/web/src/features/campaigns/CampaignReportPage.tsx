import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../app/components/PageLoading';
import { PageTitle } from '../../app/components/PageTitle';
import { LoadFailed } from '../../lists/LoadFailed';
import { isApiError } from '../../api/ApiError';
import { useCampaign } from './api';
import { CampaignProgress } from './CampaignProgress';
import { ReportCards } from './ReportCards';
import { useCampaignEvents } from './useCampaignEvents';

/** After the campaign finishes, its report is read again this much later (the last sends settle). */
export const REPORT_RELOAD_AFTER_FINISH_MS = 5_000;

/** One campaign's report, updated by every `campaign` event and read again 5 s after it finishes. */
export function CampaignReportPage({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const query = useCampaign(campaignId);
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refetch } = query;
  useCampaignEvents((record) => {
    if (record.id !== campaignId || record.status !== 'FINALIZADA') return;
    clearTimeout(reload.current);
    reload.current = setTimeout(() => void refetch(), REPORT_RELOAD_AFTER_FINISH_MS);
  });
  useEffect(() => () => clearTimeout(reload.current), []);

  const campaign = query.data;
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, '& h1': { mb: 0 } }}>
        <Tooltip title={t('campaigns.report.back')}>
          <IconButton component={Link} to="/campaigns" aria-label={t('campaigns.report.back')} data-testid="campaign-report-back">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <PageTitle>{campaign ? t('campaigns.report.title', { name: campaign.name }) : t('menu.campaigns')}</PageTitle>
      </Stack>
      {query.isError ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <Alert severity="warning">{t('campaigns.report.notFound')}</Alert>
        ) : (
          <LoadFailed onRetry={() => void refetch()} />
        )
      ) : campaign ? (
        <div data-testid="campaign-report">
          <CampaignProgress campaign={campaign} />
          <ReportCards campaign={campaign} />
        </div>
      ) : (
        <PageLoading />
      )}
    </>
  );
}
