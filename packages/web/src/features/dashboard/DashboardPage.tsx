import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../app/components/PageTitle';
import { isApiError } from '../../api/ApiError';
import { toastApiError } from '../../api/toastApiError';
import { downloadDashboardCsv, useDashboard, useDashboardQueues } from './api';
import { AttendantsTable } from './AttendantsTable';
import { CounterCards } from './CounterCards';
import { DashboardFilterBar } from './DashboardFilterBar';
import type { DashboardFilter } from './dashboardFilter';
import { DatePickersProvider } from './DatePickersProvider';
import { QueuesFiguresTable } from './QueuesFiguresTable';
import { SectionCard } from './SectionCard';
import { TicketsPerDayChart } from './TicketsPerDayChart';
import { TicketsPerUserChart } from './TicketsPerUserChart';
import { useDashboardLiveRefresh } from './useDashboardLiveRefresh';

/**
 * The admins' home: the filter, the cards (and the management figures beyond the
 * reference), the attendants and queues with their CSV exports, and the two charts with their own
 * ranges. The figures follow ticket events, at most every 5 s.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DashboardFilter>({ kind: 'period', days: 7 });
  const summary = useDashboard(filter);
  const queues = useDashboardQueues(filter);
  useDashboardLiveRefresh();
  const filterMissing = isApiError(summary.error) && summary.error.code === 'ERR_DASHBOARD_FILTER';

  const exportButton = (type: 'attendants' | 'queues') => (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={filterMissing}
      onClick={() => void downloadDashboardCsv(type, filter, t(`dashboard.export.${type}File`)).catch(toastApiError)}
      data-testid={`dashboard-export-${type}`}
    >
      {t(`dashboard.export.${type}`)}
    </Button>
  );

  return (
    <DatePickersProvider>
      <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="dashboard-page">
        <PageTitle>{t('menu.dashboard')}</PageTitle>
        <DashboardFilterBar applied={filter} onApply={setFilter} />
        {filterMissing && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="dashboard-filter-missing">
            {t('dashboard.filterRequired')}
          </Alert>
        )}
        <CounterCards counters={filterMissing ? undefined : summary.data?.counters} loading={!filterMissing && summary.isPending} />
        <SectionCard title={t('dashboard.attendants.title')} actions={exportButton('attendants')} testId="dashboard-attendants-section">
          <AttendantsTable attendants={filterMissing ? [] : summary.data?.attendants} />
        </SectionCard>
        <SectionCard title={t('dashboard.queues.title')} actions={exportButton('queues')} testId="dashboard-queues-section">
          <QueuesFiguresTable queues={filterMissing ? [] : queues.data} />
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <TicketsPerUserChart />
          <TicketsPerDayChart />
        </Box>
      </Box>
    </DatePickersProvider>
  );
}
