import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { QueueFilter, type QueueChoice } from './QueueFilter';

export interface TicketsPanelToolbarProps {
  onNewTicket: () => void;
  /** undefined hides the toggle (no `tickets-manager:showall`). */
  showAll: boolean | undefined;
  onShowAll: (on: boolean) => void;
  queues: QueueChoice[];
  queueIds: number[];
  onQueueIds: (ids: number[]) => void;
}

/** New ticket, the show-all toggle and the queue filter. */
export function TicketsPanelToolbar({ onNewTicket, showAll, onShowAll, queues, queueIds, onQueueIds }: TicketsPanelToolbarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onNewTicket} data-testid="tickets-new">
        {t('ticketList.newTicket')}
      </Button>
      {showAll !== undefined && (
        <FormControlLabel
          sx={{ mr: 0, ml: 0.5 }}
          label={t('ticketList.showAll')}
          control={<Switch size="small" checked={showAll} onChange={(event) => onShowAll(event.target.checked)} slotProps={{ input: { 'data-testid': 'tickets-showall' } as object }} />}
        />
      )}
      <Box sx={{ flex: 1 }} />
      <QueueFilter queues={queues} value={queueIds} onChange={onQueueIds} />
    </Box>
  );
}
