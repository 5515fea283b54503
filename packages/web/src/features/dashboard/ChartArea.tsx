import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const CHART_HEIGHT = 300;

/** A chart's place: a skeleton while the first answer comes, a sentence when there is nothing to draw. */
export function ChartArea({ loading, empty, children, testId }: { loading: boolean; empty: boolean; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton variant="rounded" height={CHART_HEIGHT} data-testid={`${testId}-loading`} />;
  if (empty)
    return (
      <Stack sx={{ height: CHART_HEIGHT, alignItems: 'center', justifyContent: 'center' }} data-testid={`${testId}-empty`}>
        <Typography color="text.secondary">{t('dashboard.charts.empty')}</Typography>
      </Stack>
    );
  return <div data-testid={`${testId}-bars`}>{children}</div>;
}
