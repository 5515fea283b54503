import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../forms/useFieldMessage';
import type { ConnectionFormValues } from '../connectionForm';

type NumberFieldName = 'expiresTicket' | 'timeUseBotQueues' | 'maxUseBotQueues' | 'timeToTransfer';

/** A whole number of 0 to `max` (minutes, or the bot's uses); the label and hint come from the locale. */
export function NumberField({ name, max, required = true }: { name: NumberFieldName; max: number; required?: boolean }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { register, formState } = useFormContext<ConnectionFormValues>();
  const error = formState.errors[name];
  return (
    <TextField
      type="number"
      label={t(`connections.form.${name}`)}
      required={required}
      error={error !== undefined}
      helperText={fieldMessage(error?.message) ?? t(`connections.form.hints.${name}`)}
      slotProps={{ htmlInput: { 'data-testid': `connection-${name}`, min: 0, max, step: 1, inputMode: 'numeric' } }}
      {...register(name)}
    />
  );
}
