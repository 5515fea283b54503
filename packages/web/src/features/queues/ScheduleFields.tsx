import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../forms/useFieldMessage';
import type { QueueFormValues } from './queueForm';

/** The "Horários de Atendimento" tab: seven weekday rows and the out-of-hours message. */
export function ScheduleFields() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { register, watch, formState } = useFormContext<QueueFormValues>();
  const schedules = watch('schedules');
  const touched = formState.dirtyFields.schedules !== undefined || formState.dirtyFields.outOfHoursMessage === true;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {schedules.map((row, index) => {
        const errors = formState.errors.schedules?.[index];
        return (
          <Box key={row.weekdayEn} sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr 1fr', sm: '160px 1fr 1fr' } }}>
            <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 500 }}>{t(`queues.weekdays.${row.weekdayEn}`)}</Typography>
            <TextField
              type="time"
              size="small"
              label={t('queues.form.start')}
              error={errors?.startTime !== undefined}
              helperText={fieldMessage(errors?.startTime?.message)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `queue-schedule-${row.weekdayEn}-start` } }}
              {...register(`schedules.${index}.startTime`)}
            />
            <TextField
              type="time"
              size="small"
              label={t('queues.form.end')}
              error={errors?.endTime !== undefined}
              helperText={fieldMessage(errors?.endTime?.message)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `queue-schedule-${row.weekdayEn}-end` } }}
              {...register(`schedules.${index}.endTime`)}
            />
          </Box>
        );
      })}
      <TextField
        label={t('queues.form.outOfHoursMessage')}
        multiline
        minRows={2}
        error={formState.errors.outOfHoursMessage !== undefined}
        helperText={fieldMessage(formState.errors.outOfHoursMessage?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'queue-outOfHoursMessage' } }}
        {...register('outOfHoursMessage')}
      />
      {touched && (
        <Alert severity="info" data-testid="queue-hours-hint">
          {t('queues.form.hoursHint')}
        </Alert>
      )}
    </Box>
  );
}
