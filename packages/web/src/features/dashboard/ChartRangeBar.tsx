import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from './DayPicker';
import type { ChartRange } from './dashboardFilter';

/** A chart's own start and end dates and its Filter button. */
export function ChartRangeBar({ applied, onApply, testId }: { applied: ChartRange; onApply: (range: ChartRange) => void; testId: string }) {
  const { t } = useTranslation();
  const [initialDate, setInitialDate] = useState(applied.initialDate);
  const [finalDate, setFinalDate] = useState(applied.finalDate);
  return (
    <>
      <DayPicker label={t('dashboard.charts.startDate')} value={initialDate} onChange={setInitialDate} testId={`${testId}-start`} />
      <DayPicker label={t('dashboard.charts.endDate')} value={finalDate} onChange={setFinalDate} testId={`${testId}-end`} />
      <Button variant="outlined" disabled={!initialDate || !finalDate} onClick={() => onApply({ initialDate, finalDate })} data-testid={`${testId}-apply`}>
        {t('dashboard.filter')}
      </Button>
    </>
  );
}
