import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from './DayPicker';
import { PERIOD_CHOICES, type DashboardFilter } from './dashboardFilter';

/**
 * Filter type (by date or by period), the two dates or the period, and the Filter
 * button; nothing changes until the button applies the choice.
 */
export function DashboardFilterBar({ applied, onApply }: { applied: DashboardFilter; onApply: (filter: DashboardFilter) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DashboardFilter['kind']>(applied.kind);
  const [days, setDays] = useState(applied.kind === 'period' ? applied.days : 0);
  const [from, setFrom] = useState(applied.kind === 'dates' ? applied.from : '');
  const [to, setTo] = useState(applied.kind === 'dates' ? applied.to : '');

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('dashboard.filterType')}
          value={kind}
          onChange={(event) => setKind(event.target.value === 'dates' ? 'dates' : 'period')}
          sx={{ width: { xs: '100%', sm: 220 } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'dashboard-filter-type' } as object } }}
        >
          <MenuItem value="dates" data-testid="dashboard-filter-type-dates">
            {t('dashboard.filterByDate')}
          </MenuItem>
          <MenuItem value="period" data-testid="dashboard-filter-type-period">
            {t('dashboard.filterByPeriod')}
          </MenuItem>
        </TextField>
        {kind === 'dates' ? (
          <>
            <DayPicker label={t('dashboard.dateFrom')} value={from} onChange={setFrom} testId="dashboard-date-from" />
            <DayPicker label={t('dashboard.dateTo')} value={to} onChange={setTo} testId="dashboard-date-to" />
          </>
        ) : (
          <TextField
            select
            size="small"
            label={t('dashboard.period')}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            sx={{ width: { xs: '100%', sm: 220 } }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'dashboard-period' } as object } }}
          >
            {PERIOD_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice} data-testid={`dashboard-period-${choice}`}>
                {choice === 0 ? t('dashboard.periodNone') : t('dashboard.periodDays', { count: choice })}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button variant="contained" onClick={() => onApply(kind === 'dates' ? { kind, from, to } : { kind, days })} data-testid="dashboard-filter-apply">
          {t('dashboard.filter')}
        </Button>
      </Box>
    </Paper>
  );
}
