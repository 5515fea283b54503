import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useLogin } from './api';
import { type LoginFields, loginSchema } from './loginSchema';
import { setPostLoginDestination } from './postLoginDestination';
import { useLoginFeedback } from './useLoginFeedback';

/** E-mail and password; on success the public-route guard leaves for `destination`. */
export function LoginForm({ destination }: { destination: string }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const login = useLogin();
  const announce = useLoginFeedback();
  const { register, handleSubmit, setError, formState } = useForm<LoginFields>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (fields) => {
    setPostLoginDestination(destination);
    try {
      const { user } = await login.mutateAsync(fields);
      announce(user);
    } catch (error) {
      if (!applyServerIssues(error, ['email', 'password'], setError)) toastApiError(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        error={errors.email !== undefined}
        helperText={fieldMessage(errors.email?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
        {...register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password !== undefined}
        helperText={fieldMessage(errors.password?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
        {...register('password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={login.isPending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
