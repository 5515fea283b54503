import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSignup } from './api';
import { maskPhone } from './phoneMask';
import { PlanPicker } from './PlanPicker';
import { signupPayload } from './signupPayload';
import { type SignupFields, signupSchema } from './signupSchema';

const FIELDS = ['name', 'email', 'phone', 'password', 'planId'] as const;

/** The signup form: company, e-mail, phone, password and plan; success goes to /login. */
export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage();
  const signup = useSignup();
  const { register, control, handleSubmit, setError, formState } = useForm<SignupFields>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', planId: 0 },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (fields) => {
    try {
      await signup.mutateAsync(signupPayload(fields));
      toast.success(t('signup.success'));
      void navigate('/login', { replace: true });
    } catch (error) {
      if (!applyServerIssues(error, FIELDS, setError)) toastApiError(error);
    }
  });

  const field = (name: (typeof FIELDS)[number], testId: string) => ({
    error: errors[name] !== undefined,
    helperText: fieldMessage(errors[name]?.message),
    slotProps: { htmlInput: { 'data-testid': testId } },
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('signup.name')} autoComplete="organization" required autoFocus {...field('name', 'signup-name')} {...register('name')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('signup.email')} type="email" autoComplete="email" required {...field('email', 'signup-email')} {...register('email')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="phone"
            render={({ field: { onChange, value, ref, onBlur, name } }) => (
              <TextField
                label={t('signup.phone')}
                type="tel"
                autoComplete="tel"
                placeholder="(99) 99999-9999"
                name={name}
                inputRef={ref}
                value={value}
                onBlur={onBlur}
                onChange={(event) => onChange(maskPhone(event.target.value))}
                {...field('phone', 'signup-phone')}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('signup.password')} type="password" autoComplete="new-password" required {...field('password', 'signup-password')} {...register('password')} />
        </Grid>
      </Grid>
      <Controller
        control={control}
        name="planId"
        render={({ field: { value, onChange } }) => (
          <PlanPicker value={value} onChange={onChange} error={fieldMessage(errors.planId?.message)} />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={signup.isPending} data-testid="signup-submit">
        {t('signup.submit')}
      </Button>
    </Stack>
  );
}
