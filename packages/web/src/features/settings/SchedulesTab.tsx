import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { defaultWeekSchedule, WEEKDAYS_EN, type WeekScheduleEntry } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { useCurrentUser } from '../auth/api';
import { useSaveCompanySchedules } from './api';
import { scheduleRowValid } from './scheduleRows';

/** The company's seven weekday rows, Monday first. */
function initialRows(stored: readonly WeekScheduleEntry[] | undefined): WeekScheduleEntry[] {
  const defaults = defaultWeekSchedule();
  return WEEKDAYS_EN.map((day, index) => stored?.find((entry) => entry.weekdayEn === day) ?? defaults[index]!);
}

/** The "Horários" tab (scheduleType company): saves with 'Horários atualizados com sucesso.'. */
export function SchedulesTab() {
  const { t } = useTranslation();
  const { data: viewer } = useCurrentUser();
  const save = useSaveCompanySchedules(viewer?.companyId);
  const [rows, setRows] = useState(() => initialRows(viewer?.company.schedules));
  const valid = rows.every(scheduleRowValid);

  const change = (index: number, field: 'startTime' | 'endTime', value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = async () => {
    try {
      setRows(initialRows(await save.mutateAsync(rows)));
      toast.success(t('settings.toasts.schedulesSaved'));
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="settings-schedules">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '200px 160px 160px' }, alignItems: 'start' }}>
        {rows.map((row, index) => {
          const ok = scheduleRowValid(row);
          return (
            <Box key={row.weekdayEn} sx={{ display: 'contents' }} data-testid={`schedule-row-${row.weekdayEn}`}>
              <Typography sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, pt: { md: 1 }, fontWeight: 500 }}>{t(`settings.weekdays.${row.weekdayEn}`)}</Typography>
              <TextField
                type="time"
                size="small"
                label={t('settings.schedules.start')}
                value={row.startTime}
                onChange={(event) => change(index, 'startTime', event.target.value)}
                slotProps={{ htmlInput: { 'data-testid': `schedule-start-${row.weekdayEn}` }, inputLabel: { shrink: true } }}
              />
              <TextField
                type="time"
                size="small"
                label={t('settings.schedules.end')}
                value={row.endTime}
                error={!ok}
                helperText={ok ? undefined : t('settings.schedules.invalid')}
                onChange={(event) => change(index, 'endTime', event.target.value)}
                slotProps={{ htmlInput: { 'data-testid': `schedule-end-${row.weekdayEn}` }, inputLabel: { shrink: true } }}
              />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={() => void submit()} disabled={!valid || save.isPending} data-testid="schedules-save">
          {t('settings.schedules.save')}
        </Button>
      </Box>
    </Paper>
  );
}
