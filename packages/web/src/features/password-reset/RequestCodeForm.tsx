import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { toastApiError } from '../../api/toastApiError';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSendResetCode } from './api';
import { type RequestCodeFields, requestCodeSchema } from './resetSchemas';

/** Step 1: the e-mail; success moves the page to step 2 with the e-mail filled in. */
export function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const send = useSendResetCode();
  const { register, handleSubmit, formState } = useForm<RequestCodeFields>({
    resolver: zodResolver(requestCodeSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await send.mutateAsync(email.trim());
      // The reference server answered 200 with `status: 404` for an unknown address.
      if (answer?.status === 404) {
        toast.error(t('passwordReset.emailNotFound'));
        return;
      }
      toast.success(t('passwordReset.emailSent'));
      onSent(email.trim());
    } catch (error) {
      if (isApiError(error) && error.status === 404) toast.error(t('passwordReset.emailNotFound'));
      else toastApiError(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      <TextField
        label={t('passwordReset.email')}
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={formState.errors.email !== undefined}
        helperText={fieldMessage(formState.errors.email?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'forgot-email' } }}
        {...register('email')}
      />
      <Button type="submit" variant="contained" size="large" disabled={send.isPending} data-testid="forgot-send-code">
        {t('passwordReset.sendCode')}
      </Button>
    </Stack>
  );
}
