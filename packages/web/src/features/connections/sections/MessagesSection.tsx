import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../forms/useFieldMessage';
import type { ConnectionFormValues } from '../connectionForm';
import { FormSection } from './FormSection';

type MessageField = 'greetingMessage' | 'complationMessage' | 'outOfHoursMessage' | 'ratingMessage';
const FIELDS: readonly MessageField[] = ['greetingMessage', 'complationMessage', 'outOfHoursMessage', 'ratingMessage'];

/** The automatic messages: greeting, completion, out of hours and rating. */
export function MessagesSection() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { register, formState } = useFormContext<ConnectionFormValues>();
  return (
    <FormSection title={t('connections.form.sections.messages')}>
      {FIELDS.map((name) => {
        const error = formState.errors[name];
        return (
          <TextField
            key={name}
            label={t(`connections.form.${name}`)}
            multiline
            minRows={2}
            maxRows={8}
            error={error !== undefined}
            helperText={fieldMessage(error?.message) ?? t(`connections.form.hints.${name}`)}
            slotProps={{ htmlInput: { 'data-testid': `connection-${name}` } }}
            {...register(name)}
          />
        );
      })}
    </FormSection>
  );
}
