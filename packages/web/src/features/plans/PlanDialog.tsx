import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PLAN_FEATURES, type PlanAdmin } from '@prosa/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { FormDialog } from '../../components/FormDialog';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSavePlan } from './api';
import { PLAN_FORM_FIELDS, planBody, planFormSchema, planFormValues, type PlanFormValues } from './planForm';

/** The Planos tab's form: name, limits, price in reais and the seven area flags. */
export function PlanDialog({ record, onClose }: { record: PlanAdmin | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSavePlan();
  const form = useForm<PlanFormValues>({ resolver: zodResolver(planFormSchema), defaultValues: planFormValues(record) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = planBody(values);
      if (record) await save.mutateAsync({ id: record.id, body });
      else await save.mutateAsync({ id: undefined, body });
      toast.success(t('plans.saved'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, PLAN_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  const text = (name: (typeof PLAN_FORM_FIELDS)[number], required = false) => (
    <TextField
      fullWidth
      required={required}
      label={t(`plans.fields.${name}`)}
      {...form.register(name)}
      error={errors[name] !== undefined}
      helperText={fieldMessage(errors[name]?.message)}
      slotProps={{ htmlInput: { 'data-testid': `plan-${name}`, ...(name === 'name' ? {} : { inputMode: 'decimal' }) } }}
    />
  );

  return (
    <FormDialog testId="plan-dialog" title={record ? t('plans.dialog.editTitle') : t('plans.dialog.addTitle')} maxWidth="sm" ready failed={false} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 8 }}>{text('name', true)}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{text('value')}</Grid>
            <Grid size={{ xs: 4 }}>{text('users')}</Grid>
            <Grid size={{ xs: 4 }}>{text('connections')}</Grid>
            <Grid size={{ xs: 4 }}>{text('queues')}</Grid>
            {PLAN_FEATURES.map((feature) => (
              <Grid key={feature} size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={form.control}
                  name={`features.${feature}`}
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Switch checked={field.value ?? true} onChange={(event) => field.onChange(event.target.checked)} slotProps={{ input: { 'data-testid': `plan-${feature}` } as object }} />}
                      label={t(`plans.features.${feature}`)}
                    />
                  )}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="plan-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
