import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { User, Whatsapp } from '@prosa/contract';
import type { HTMLAttributes } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import type { QueueOption } from '../connections/api';
import { useSaveUser } from './api';
import { PROFILE_CHOICES, userBody, userFormDefaults, userFormSchema, type FormRights, type UserFields } from './userForm';

interface UserFormProps {
  record: User | undefined;
  queues: readonly QueueOption[];
  connections: readonly Whatsapp[];
  rights: FormRights;
  onDone: () => void;
}

const selectProps = (testId: string) => ({ select: { native: true }, htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } });

export function UserForm({ record, queues, connections, rights, onDone }: UserFormProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveUser();
  const creating = record === undefined;
  const { register, control, handleSubmit, setError, formState } = useForm<UserFields>({
    resolver: zodResolver(userFormSchema(creating)),
    defaultValues: userFormDefaults(record),
  });
  const { errors } = formState;

  const submit = handleSubmit(async (fields) => {
    try {
      await save.mutateAsync({ id: record?.id, body: userBody(fields, rights) });
      toast.success(t('users.toasts.saved'));
      onDone();
    } catch (error) {
      if (!applyServerIssues(error, ['name', 'email', 'password', 'profile'], setError)) toastApiError(error);
    }
  });
  const queueOf = (id: number) => queues.find((queue) => queue.id === id);

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('users.form.name')}
              required
              fullWidth
              autoFocus
              error={errors.name !== undefined}
              helperText={fieldMessage(errors.name?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'user-name' } }}
              {...register('name')}
            />
            <TextField
              label={t('users.form.password')}
              type="password"
              autoComplete="new-password"
              required={creating}
              fullWidth
              error={errors.password !== undefined}
              helperText={fieldMessage(errors.password?.message) ?? (creating ? undefined : t('users.form.passwordHint'))}
              slotProps={{ htmlInput: { 'data-testid': 'user-password' } }}
              {...register('password')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('users.form.email')}
              type="email"
              autoComplete="off"
              required
              fullWidth
              error={errors.email !== undefined}
              helperText={fieldMessage(errors.email?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'user-email' } }}
              {...register('email')}
            />
            {rights.editProfile && (
              <TextField select label={t('users.form.profile')} required fullWidth error={errors.profile !== undefined} helperText={fieldMessage(errors.profile?.message)} slotProps={selectProps('user-profile')} {...register('profile')}>
                {PROFILE_CHOICES.map((profile) => (
                  <option key={profile} value={profile}>
                    {t(`users.profiles.${profile}`)}
                  </option>
                ))}
              </TextField>
            )}
          </Stack>
          {rights.editQueues && (
            <Controller
              control={control}
              name="queueIds"
              render={({ field }) => (
                <FormControl size="small" fullWidth disabled={queues.length === 0}>
                  <InputLabel id="user-queues-label">{t('users.form.queues')}</InputLabel>
                  <Select<number[]>
                    labelId="user-queues-label"
                    multiple
                    value={field.value}
                    onChange={(event) => field.onChange(typeof event.target.value === 'string' ? [] : event.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    input={<OutlinedInput label={t('users.form.queues')} />}
                    SelectDisplayProps={{ 'data-testid': 'user-queues' } as HTMLAttributes<HTMLDivElement>}
                    renderValue={(ids) => (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {ids.map((id) => {
                          const queue = queueOf(id);
                          return <Chip key={id} size="small" label={queue?.name ?? `#${id}`} sx={{ bgcolor: queue?.color, color: queue ? (theme) => theme.palette.getContrastText(queue.color) : undefined }} />;
                        })}
                      </Box>
                    )}
                  >
                    {queues.map((queue) => (
                      <MenuItem key={queue.id} value={queue.id} data-testid={`user-queue-option-${queue.id}`}>
                        <Checkbox size="small" checked={field.value.includes(queue.id)} sx={{ color: queue.color }} />
                        <ListItemText primary={queue.name} />
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
              )}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField select label={t('users.form.whatsapp')} fullWidth slotProps={selectProps('user-whatsapp')} {...register('whatsappId')}>
              <option value="">{t('users.form.noWhatsapp')}</option>
              {connections.map((connection) => (
                <option key={connection.id} value={String(connection.id)}>
                  {connection.name}
                </option>
              ))}
            </TextField>
            {rights.editQueues && (
              <TextField select label={t('users.form.allTicket')} fullWidth slotProps={selectProps('user-allTicket')} {...register('allTicket')}>
                <option value="enabled">{t('users.form.allTicketEnabled')}</option>
                <option value="desabled">{t('users.form.allTicketDisabled')}</option>
              </TextField>
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} data-testid="user-cancel">
          {t('users.dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending} data-testid="user-save">
          {creating ? t('users.dialog.add') : t('users.dialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
