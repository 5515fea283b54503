import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useResetPassword } from './api';
import { type ResetPasswordFields, resetPasswordSchema } from './resetSchemas';

/** Step 2: e-mail, the code received, the new password twice; success goes to /login. */
export function ResetPasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordFields>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, code: '', password: '', confirmation: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ email: address, code, password }) => {
    try {
      await reset.mutateAsync({ email: address.trim(), code: code.trim(), password });
      toast.success(t('passwordReset.done'));
      void navigate('/login', { replace: true });
    } catch (error) {
      if (!applyServerIssues(error, ['email', 'code', 'password'], setError)) toastApiError(error);
    }
  });

  const field = (name: keyof ResetPasswordFields, testId: string) => ({
    error: errors[name] !== undefined,
    helperText: fieldMessage(errors[name]?.message),
    slotProps: { htmlInput: { 'data-testid': testId } },
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      <TextField label={t('passwordReset.email')} type="email" autoComplete="email" required {...field('email', 'reset-email')} {...register('email')} />
      <TextField label={t('passwordReset.code')} autoComplete="one-time-code" required autoFocus {...field('code', 'reset-code')} {...register('code')} />
      <TextField label={t('passwordReset.newPassword')} type="password" autoComplete="new-password" required {...field('password', 'reset-password')} {...register('password')} />
      <TextField label={t('passwordReset.confirmation')} type="password" autoComplete="new-password" required {...field('confirmation', 'reset-confirm')} {...register('confirmation')} />
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending} data-testid="reset-submit">
        {t('passwordReset.submit')}
      </Button>
    </Stack>
  );
}
