import Alert from '@mui/material/Alert';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../app/components/PageLoading';
import { usePlanList } from '../plans/api';
import { PlanCard } from './PlanCard';
import { preselectedPlan } from './preselectedPlan';

interface PlanPickerProps {
  value: number | undefined;
  onChange: (planId: number) => void;
  error: string | undefined;
}

/** The plan catalogue as a group of selectable cards; a catalogue of one plan comes chosen. */
export function PlanPicker({ value, onChange, error }: PlanPickerProps) {
  const { t } = useTranslation();
  const plans = usePlanList();
  const preselected = preselectedPlan(plans.data, value);
  useEffect(() => {
    if (preselected !== undefined) onChange(preselected);
  }, [preselected, onChange]);
  return (
    <Stack sx={{ gap: 1 }}>
      <FormLabel id="signup-plan-label" required error={error !== undefined}>
        {t('signup.plan.label')}
      </FormLabel>
      {plans.isPending && <PageLoading />}
      {plans.isError && <Alert severity="error">{t('signup.plan.loadFailed')}</Alert>}
      {plans.data?.length === 0 && <Alert severity="info">{t('signup.plan.none')}</Alert>}
      {plans.data && (
        <Grid container spacing={1.5} role="radiogroup" aria-labelledby="signup-plan-label">
          {plans.data.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PlanCard plan={plan} selected={plan.id === value} onSelect={() => onChange(plan.id)} />
            </Grid>
          ))}
        </Grid>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
