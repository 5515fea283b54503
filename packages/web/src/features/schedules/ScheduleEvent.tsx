import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Schedule } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

interface ScheduleEventProps {
  schedule: Schedule;
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
}

/** One schedule on the calendar: the contact's name with edit and delete icons. */
export function ScheduleEvent({ schedule, onEdit, onDelete }: ScheduleEventProps) {
  const { t } = useTranslation();
  const stop = (action: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }} data-testid={`schedule-event-${schedule.id}`} title={schedule.body}>
      <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {schedule.contact.name}
      </Box>
      <IconButton size="small" sx={{ color: 'inherit', p: 0.25 }} aria-label={t('schedules.edit')} onClick={stop(() => onEdit(schedule))} data-testid={`schedule-edit-${schedule.id}`}>
        <EditIcon sx={{ fontSize: 14 }} />
      </IconButton>
      <IconButton size="small" sx={{ color: 'inherit', p: 0.25 }} aria-label={t('schedules.delete')} onClick={stop(() => onDelete(schedule))} data-testid={`schedule-delete-${schedule.id}`}>
        <DeleteOutlineIcon sx={{ fontSize: 14 }} />
      </IconButton>
    </Box>
  );
}
