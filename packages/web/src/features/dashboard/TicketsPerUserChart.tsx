import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTicketsUsers } from './api';
import { ChartArea, CHART_HEIGHT } from './ChartArea';
import { ChartRangeBar } from './ChartRangeBar';
import { todayRange } from './dashboardFilter';
import { SectionCard } from './SectionCard';
import { useErrorToast } from './useErrorToast';

/** Conversations each user resolved in the chart's own range (users with none drawn at zero). */
export function TicketsPerUserChart() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [range, setRange] = useState(todayRange);
  const query = useTicketsUsers(range);
  useErrorToast(query.error, t('dashboard.charts.usersError'));
  const rows = query.data?.data ?? [];
  return (
    <SectionCard title={t('dashboard.charts.ticketsUsers')} testId="dashboard-users-chart" actions={<ChartRangeBar applied={range} onApply={setRange} testId="dashboard-users-chart" />}>
      <ChartArea loading={query.data === undefined && query.isPending} empty={rows.every((row) => row.quantidade === 0)} testId="dashboard-users-chart">
        <BarChart
          height={CHART_HEIGHT}
          dataset={rows}
          xAxis={[{ scaleType: 'band', dataKey: 'nome' }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[{ dataKey: 'quantidade', label: t('dashboard.charts.conversations'), color: theme.palette.primary.main }]}
          hideLegend
        />
      </ChartArea>
    </SectionCard>
  );
}
