import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PromptOption, QueueOption } from '../api';
import { MAX_MINUTES, type ConnectionFormValues } from '../connectionForm';
import { leavesTicketsUnqueued } from '../noQueueWarning';
import { useUsersBlindToUnqueued } from '../useUsersBlindToUnqueued';
import { FormSection } from './FormSection';
import { NumberField } from './NumberField';

interface QueuesSectionProps {
  queues: readonly QueueOption[];
  prompts: readonly PromptOption[];
}

/** Queues served by the connection, the optional AI prompt, and the queue redirection. */
export function QueuesSection({ queues, prompts }: QueuesSectionProps) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<ConnectionFormValues>();
  const nameOf = (id: number) => queues.find((queue) => queue.id === id);
  const blindUsers = useUsersBlindToUnqueued();
  const [queueIds, transferQueueId, timeToTransfer] = useWatch({ control, name: ['queueIds', 'transferQueueId', 'timeToTransfer'] });
  const unqueued = leavesTicketsUnqueued({ queueCount: queueIds.length, transferQueueId: transferQueueId === '' ? null : Number(transferQueueId), timeToTransfer: timeToTransfer === '' ? null : Number(timeToTransfer) });
  return (
    <FormSection title={t('connections.form.sections.queues')} columns>
      {unqueued && blindUsers > 0 && (
        <Alert severity="warning" data-testid="connection-no-queue-warning" sx={{ gridColumn: '1 / -1' }}>
          {t('connections.noQueueWarning', { count: blindUsers })} {t('connections.noQueueHint')}
        </Alert>
      )}
      <Controller
        control={control}
        name="queueIds"
        render={({ field }) => (
          <FormControl size="small" fullWidth sx={{ gridColumn: '1 / -1' }} disabled={queues.length === 0}>
            <InputLabel id="connection-queues-label">{t('connections.form.queues')}</InputLabel>
            <Select<number[]>
              labelId="connection-queues-label"
              multiple
              value={field.value}
              onChange={(event) => {
                const value = event.target.value;
                field.onChange(typeof value === 'string' ? [] : value);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              input={<OutlinedInput label={t('connections.form.queues')} />}
              SelectDisplayProps={{ 'data-testid': 'connection-queues' } as HTMLAttributes<HTMLDivElement>}
              renderValue={(ids) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {ids.map((id) => {
                    const queue = nameOf(id);
                    return (
                      <Chip
                        key={id}
                        size="small"
                        label={queue?.name ?? `#${id}`}
                        sx={{ bgcolor: queue?.color, color: queue ? (theme) => theme.palette.getContrastText(queue.color) : undefined }}
                      />
                    );
                  })}
                </Box>
              )}
            >
              {queues.map((queue) => (
                <MenuItem key={queue.id} value={queue.id} data-testid={`connection-queue-option-${queue.id}`}>
                  <Checkbox size="small" checked={field.value.includes(queue.id)} sx={{ color: queue.color }} />
                  <ListItemText primary={queue.name} />
                </MenuItem>
              ))}
            </Select>
            <FormHelperText>{queues.length === 0 ? t('connections.form.noQueues') : t('connections.form.hints.queues')}</FormHelperText>
          </FormControl>
        )}
      />
      {prompts.length > 0 && (
        <TextField
          select
          label={t('connections.form.prompt')}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'connection-prompt' }, inputLabel: { shrink: true } }}
          {...register('promptId')}
        >
          <option value="">{t('connections.form.none')}</option>
          {prompts.map((prompt) => (
            <option key={prompt.id} value={String(prompt.id)}>
              {prompt.name}
            </option>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={t('connections.form.transferQueueId')}
        helperText={t('connections.form.hints.transferQueueId')}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'connection-transferQueueId' }, inputLabel: { shrink: true } }}
        {...register('transferQueueId')}
      >
        <option value="">{t('connections.form.none')}</option>
        {queues.map((queue) => (
          <option key={queue.id} value={String(queue.id)}>
            {queue.name}
          </option>
        ))}
      </TextField>
      <NumberField name="timeToTransfer" max={MAX_MINUTES} required={false} />
    </FormSection>
  );
}
