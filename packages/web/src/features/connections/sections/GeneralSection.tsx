import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PROVIDERS } from '@prosa/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../forms/useFieldMessage';
import type { ConnectionFormValues } from '../connectionForm';
import { FormSection } from './FormSection';

/** Name, provider and the default flag. */
export function GeneralSection() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { register, control, formState } = useFormContext<ConnectionFormValues>();
  const { errors } = formState;
  return (
    <FormSection title={t('connections.form.sections.general')} columns>
      <TextField
        label={t('connections.form.name')}
        required
        autoFocus
        autoComplete="off"
        error={errors.name !== undefined}
        helperText={fieldMessage(errors.name?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'connection-name', maxLength: 60 } }}
        {...register('name')}
      />
      <TextField
        select
        label={t('connections.form.provider')}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'connection-provider' }, inputLabel: { shrink: true } }}
        {...register('provider')}
      >
        {PROVIDERS.map((provider) => (
          <option key={provider} value={provider}>
            {t(`connections.providers.${provider}`)}
          </option>
        ))}
      </TextField>
      <Controller
        control={control}
        name="isDefault"
        render={({ field }) => (
          <FormControlLabel
            sx={{ gridColumn: '1 / -1', m: 0 }}
            label={t('connections.form.isDefault')}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                data-testid="connection-default"
              />
            }
          />
        )}
      />
    </FormSection>
  );
}
