import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../forms/useFieldMessage';
import type { ConnectionFormValues } from '../connectionForm';
import { generateToken } from '../generateToken';

interface GeneratedTokenFieldProps {
  name: 'token' | 'cloudVerifyToken';
  label: string;
  helper?: string;
  /** `data-testid` of the input; the button gets `{testId}-generate`. */
  testId: string;
}

/** A token the admin may type, or replace with a random one through "Gerar". */
export function GeneratedTokenField({ name, label, helper, testId }: GeneratedTokenFieldProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { register, setValue, formState } = useFormContext<ConnectionFormValues>();
  const error = formState.errors[name];
  return (
    <TextField
      label={label}
      autoComplete="off"
      error={error !== undefined}
      helperText={fieldMessage(error?.message) ?? helper}
      slotProps={{
        htmlInput: { 'data-testid': testId, spellCheck: false },
        input: {
          sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                onClick={() => setValue(name, generateToken(), { shouldDirty: true, shouldValidate: true })}
                data-testid={`${testId}-generate`}
              >
                {t('connections.form.generate')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
      {...register(name)}
    />
  );
}
