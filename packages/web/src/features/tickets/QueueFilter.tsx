import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface QueueChoice {
  id: number;
  name: string;
  color: string;
}

/** The queue multi-select; nothing selected means every queue the user may see. */
export function QueueFilter({ queues, value, onChange }: { queues: QueueChoice[]; value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  return (
    <Select<number[]>
      multiple
      size="small"
      displayEmpty
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        onChange(typeof next === 'string' ? [] : next);
      }}
      inputProps={{ 'aria-label': t('ticketList.queueFilter') }}
      SelectDisplayProps={{ 'data-testid': 'tickets-queue-filter' } as HTMLAttributes<HTMLDivElement>}
      renderValue={(ids) => (ids.length === 0 ? t('ticketList.allQueues') : t('ticketList.queueCount', { count: ids.length }))}
      sx={{ minWidth: 120, fontSize: 14, '& .MuiSelect-select': { py: 0.75 } }}
    >
      {queues.map((queue) => (
        <MenuItem key={queue.id} value={queue.id} data-testid={`tickets-queue-option-${queue.id}`} dense>
          <Checkbox size="small" checked={value.includes(queue.id)} sx={{ p: 0.5, mr: 1, color: queue.color, '&.Mui-checked': { color: queue.color } }} />
          <ListItemText primary={queue.name} />
        </MenuItem>
      ))}
    </Select>
  );
}
