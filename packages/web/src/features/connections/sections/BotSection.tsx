import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../forms/useFieldMessage';
import { MAX_BOT_USES, MAX_MINUTES, type ConnectionFormValues } from '../connectionForm';
import { FormSection } from './FormSection';
import { NumberField } from './NumberField';

/** Closing idle tickets and how often the queue chatbot may be sent again. */
export function BotSection() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { register, formState } = useFormContext<ConnectionFormValues>();
  const error = formState.errors.expiresInactiveMessage;
  return (
    <FormSection title={t('connections.form.sections.timers')} columns>
      <NumberField name="expiresTicket" max={MAX_MINUTES} />
      <TextField
        label={t('connections.form.expiresInactiveMessage')}
        multiline
        minRows={1}
        maxRows={6}
        error={error !== undefined}
        helperText={fieldMessage(error?.message) ?? t('connections.form.hints.expiresInactiveMessage')}
        slotProps={{ htmlInput: { 'data-testid': 'connection-expiresInactiveMessage' } }}
        {...register('expiresInactiveMessage')}
      />
      <NumberField name="timeUseBotQueues" max={MAX_MINUTES} />
      <NumberField name="maxUseBotQueues" max={MAX_BOT_USES} />
    </FormSection>
  );
}
