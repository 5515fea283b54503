import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Tooltip from '@mui/material/Tooltip';
import type { Whatsapp } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { leavesTicketsUnqueued } from './noQueueWarning';

/** Next to a connection's name in the table: its tickets stay where `blindUsers` users cannot see them. */
export function NoQueueWarningIcon({ connection, blindUsers }: { connection: Whatsapp; blindUsers: number }) {
  const { t } = useTranslation();
  const routing = { queueCount: connection.queues.length, transferQueueId: connection.transferQueueId, timeToTransfer: connection.timeToTransfer };
  if (blindUsers === 0 || !leavesTicketsUnqueued(routing)) return null;
  const text = t('connections.noQueueWarning', { count: blindUsers });
  return (
    <Tooltip title={text} describeChild enterTouchDelay={0}>
      <WarningAmberIcon color="warning" fontSize="small" tabIndex={0} role="img" aria-label={text} data-testid={`connection-no-queue-warning-${connection.id}`} sx={{ verticalAlign: 'middle', ml: 0.5 }} />
    </Tooltip>
  );
}
