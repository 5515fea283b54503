import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTicketsDay } from './api';
import { ChartArea, CHART_HEIGHT } from './ChartArea';
import { ChartRangeBar } from './ChartRangeBar';
import { todayRange } from './dashboardFilter';
import { SectionCard } from './SectionCard';
import { useErrorToast } from './useErrorToast';

/** Tickets opened per hour of one day, or per day of a range; an hour reads 'from 14:00 to 14:59'. */
export function TicketsPerDayChart() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [range, setRange] = useState(todayRange);
  const query = useTicketsDay(range);
  useErrorToast(query.error, t('dashboard.charts.daysError'));
  const rows = (query.data?.data ?? []).map((row) => ('horario' in row ? { label: row.horario, hour: row.horario, total: row.total } : { label: row.data, hour: null, total: row.total }));
  const hourOf = new Map(rows.map((row) => [row.label, row.hour]));
  return (
    <SectionCard
      title={`${t('dashboard.charts.ticketsDay')} · ${t('dashboard.charts.ticketsDayTotal', { count: query.data?.count ?? 0 })}`}
      testId="dashboard-days-chart"
      actions={<ChartRangeBar applied={range} onApply={setRange} testId="dashboard-days-chart" />}
    >
      <ChartArea loading={query.data === undefined && query.isPending} empty={(query.data?.count ?? 0) === 0} testId="dashboard-days-chart">
        <BarChart
          height={CHART_HEIGHT}
          dataset={rows}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'label',
              valueFormatter: (label: string, context) => {
                const hour = hourOf.get(label);
                return context.location === 'tooltip' && hour ? t('dashboard.charts.hourRange', { hour }) : label;
              },
            },
          ]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[{ dataKey: 'total', label: t('dashboard.charts.tickets'), color: theme.palette.primary.main }]}
          hideLegend
        />
      </ChartArea>
    </SectionCard>
  );
}
