import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Whatsapp } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { phoneDisplay } from '../contacts/phoneDisplay';
import { formatLastUpdate } from './connectionStatus';
import { NoQueueWarningIcon } from './NoQueueWarningIcon';
import type { RowCommand } from './ConnectionRow';
import { SessionButtons } from './SessionButtons';
import { StatusCell } from './StatusCell';
import type { ConnectionPermissions } from './useConnectionPermissions';

interface ConnectionCardProps {
  connection: Whatsapp;
  permissions: ConnectionPermissions;
  busy: boolean;
  /** Users who see no ticket without a queue (for the no-queue warning). */
  blindUsers: number;
  onCommand: (command: RowCommand, connection: Whatsapp) => void;
}

/** A table row does not fit a phone: the same facts and buttons (and test ids) as a card. */
export function ConnectionCard({ connection, permissions, busy, blindUsers, onCommand }: ConnectionCardProps) {
  const { t } = useTranslation();
  const { id } = connection;
  const command = (name: RowCommand) => () => onCommand(name, connection);
  return (
    <Paper variant="outlined" component="li" data-testid={`connection-row-${id}`} sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {connection.name}
            <NoQueueWarningIcon connection={connection} blindUsers={blindUsers} />
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t(`connections.providers.${connection.provider}`)}
            {connection.number !== '' && ` · ${phoneDisplay(connection.number)}`}
          </Typography>
        </Stack>
        {connection.isDefault && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<CheckCircleIcon />}
            label={t('connections.table.default')}
            data-testid={`connection-default-${id}`}
            data-default="true"
          />
        )}
        {permissions.editOrDelete && (
          <Stack direction="row">
            <IconButton size="small" onClick={command('edit')} aria-label={t('connections.actions.edit')} data-testid={`connection-edit-${id}`}>
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" onClick={command('delete')} aria-label={t('connections.actions.delete')} data-testid={`connection-delete-${id}`}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <StatusCell id={id} status={connection.status} reason={connection.statusReason ?? ''} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid={`connection-updated-${id}`}>
          {formatLastUpdate(connection.updatedAt)}
        </Typography>
      </Stack>
      {permissions.sessionButtons && (
        <Stack sx={{ mt: 1.5 }}>
          <SessionButtons
            connection={connection}
            busy={busy}
            onOpenQr={command('qr')}
            onRetry={command('retry')}
            onNewQr={command('newQr')}
            onDisconnect={command('disconnect')}
          />
        </Stack>
      )}
    </Paper>
  );
}
