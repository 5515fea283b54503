import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import type { User } from '@prosa/contract';
import { useUpdateOwnProfile } from './api';
import { type ProfileFields, profileSchema } from './profileSchema';

export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const update = useUpdateOwnProfile(user.id);
  const { register, handleSubmit, setError, formState } = useForm<ProfileFields>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, email: user.email, password: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ name, email, password }) => {
    try {
      await update.mutateAsync(password === '' ? { name, email } : { name, email, password });
      toast.success(t('profile.saved'));
      onDone();
    } catch (error) {
      if (!applyServerIssues(error, ['name', 'email', 'password'], setError)) toastApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('profile.name')}
            autoComplete="name"
            required
            error={errors.name !== undefined}
            helperText={fieldMessage(errors.name?.message)}
            slotProps={{ htmlInput: { 'data-testid': 'profile-name' } }}
            {...register('name')}
          />
          <TextField
            label={t('profile.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email !== undefined}
            helperText={fieldMessage(errors.email?.message)}
            slotProps={{ htmlInput: { 'data-testid': 'profile-email' } }}
            {...register('email')}
          />
          <TextField
            label={t('profile.password')}
            type="password"
            autoComplete="new-password"
            error={errors.password !== undefined}
            helperText={fieldMessage(errors.password?.message) ?? t('profile.passwordHint')}
            slotProps={{ htmlInput: { 'data-testid': 'profile-password' } }}
            {...register('password')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={update.isPending} data-testid="profile-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
