import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { CompanyListItem } from '@prosa/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { FormDialog } from '../../components/FormDialog';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { usePlanList } from '../plans/api';
import { useSaveCompany } from './api';
import { COMPANY_FORM_FIELDS, companyBody, companyFormSchema, companyFormValues, type CompanyFormValues } from './companyForm';

interface CompanyDialogProps {
  record: CompanyListItem | undefined;
  onClose: () => void;
  /** A new company's first admin password, when the server generated it (shown once). */
  onCreated: (email: string, password: string | undefined) => void;
}

const TEXT_FIELDS = ['billingName', 'zipCode', 'street', 'district', 'city', 'state'] as const;

/** The super user's company form: e-mail and plan required. */
export function CompanyDialog({ record, onClose, onCreated }: CompanyDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const plans = usePlanList();
  const save = useSaveCompany();
  const form = useForm<CompanyFormValues>({ resolver: zodResolver(companyFormSchema), defaultValues: companyFormValues(record) });
  const { errors } = form.formState;
  // The form offers only MENSAL; a company on another recurrence keeps it.
  const recurrences = [...new Set(['MENSAL', record?.recurrence ?? 'MENSAL'])];

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = companyBody(values);
      const saved = record ? await save.mutateAsync({ id: record.id, body }) : await save.mutateAsync({ id: undefined, body });
      toast.success(t('companies.saved'));
      if (!record) onCreated(body.email, (saved as { adminPassword?: string }).adminPassword);
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, COMPANY_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  const text = (name: keyof CompanyFormValues, props: { required?: boolean; type?: string } = {}) => (
    <TextField
      fullWidth
      label={t(`companies.fields.${name}`)}
      {...props}
      {...form.register(name)}
      error={errors[name] !== undefined}
      helperText={fieldMessage(errors[name]?.message)}
      slotProps={{ htmlInput: { 'data-testid': `company-${name}` }, ...(props.type === 'date' ? { inputLabel: { shrink: true } } : {}) }}
    />
  );

  const yesNo = (name: 'status' | 'campaignsEnabled') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField select fullWidth label={t(`companies.fields.${name}`)} value={field.value ? 'true' : 'false'} onChange={(event) => field.onChange(event.target.value === 'true')} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': `company-${name}` } }}>
          <option value="true">{t('companies.yes')}</option>
          <option value="false">{t('companies.no')}</option>
        </TextField>
      )}
    />
  );

  return (
    <FormDialog testId="company-dialog" title={record ? t('companies.dialog.editTitle') : t('companies.dialog.addTitle')} maxWidth="md" ready={plans.isSuccess} failed={plans.isError} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('name', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('email', { required: true, type: 'email' })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{text('phone')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                control={form.control}
                name="planId"
                render={({ field }) => (
                  <TextField select required fullWidth label={t('companies.fields.planId')} value={field.value} onChange={field.onChange} error={errors.planId !== undefined} helperText={fieldMessage(errors.planId?.message)} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'company-planId' } }}>
                    <option value="" />
                    {(plans.data ?? []).map((plan) => (
                      <option key={plan.id} value={String(plan.id)}>
                        {plan.name}
                      </option>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 2 }}>{yesNo('status')}</Grid>
            <Grid size={{ xs: 6, sm: 2 }}>{yesNo('campaignsEnabled')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('dueDate', { type: 'date' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField select fullWidth label={t('companies.fields.recurrence')} {...form.register('recurrence')} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'company-recurrence' } }}>
                {recurrences.map((recurrence) => (
                  <option key={recurrence} value={recurrence}>
                    {recurrence}
                  </option>
                ))}
              </TextField>
            </Grid>
            {TEXT_FIELDS.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 4 }}>
                {text(name)}
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="company-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
