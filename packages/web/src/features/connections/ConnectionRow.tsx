import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Whatsapp } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { phoneDisplay } from '../contacts/phoneDisplay';
import { formatLastUpdate } from './connectionStatus';
import { NoQueueWarningIcon } from './NoQueueWarningIcon';
import { SessionButtons } from './SessionButtons';
import { StatusCell } from './StatusCell';
import type { ConnectionPermissions } from './useConnectionPermissions';

export type RowCommand = 'qr' | 'retry' | 'newQr' | 'disconnect' | 'edit' | 'delete';

interface ConnectionRowProps {
  connection: Whatsapp;
  permissions: ConnectionPermissions;
  busy: boolean;
  /** Users who see no ticket without a queue (for the no-queue warning). */
  blindUsers: number;
  onCommand: (command: RowCommand, connection: Whatsapp) => void;
}

/** One connection: name, status, session buttons, last update, default, actions. */
export function ConnectionRow({ connection, permissions, busy, blindUsers, onCommand }: ConnectionRowProps) {
  const { t } = useTranslation();
  const { id } = connection;
  const command = (name: RowCommand) => () => onCommand(name, connection);
  return (
    <TableRow hover data-testid={`connection-row-${id}`}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {connection.name}
          <NoQueueWarningIcon connection={connection} blindUsers={blindUsers} />
        </Typography>
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {t(`connections.providers.${connection.provider}`)}
        </Typography>
        {connection.number !== '' && (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {phoneDisplay(connection.number)}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <StatusCell id={id} status={connection.status} reason={connection.statusReason ?? ''} />
      </TableCell>
      {permissions.sessionButtons && (
        <TableCell>
          <SessionButtons
            connection={connection}
            busy={busy}
            onOpenQr={command('qr')}
            onRetry={command('retry')}
            onNewQr={command('newQr')}
            onDisconnect={command('disconnect')}
          />
        </TableCell>
      )}
      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`connection-updated-${id}`}>
        {formatLastUpdate(connection.updatedAt)}
      </TableCell>
      <TableCell align="center" data-testid={`connection-default-${id}`} data-default={connection.isDefault}>
        {connection.isDefault && (
          <CheckCircleIcon color="success" fontSize="small" titleAccess={t('connections.table.default')} />
        )}
      </TableCell>
      {permissions.editOrDelete && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title={t('connections.actions.edit')}>
            <IconButton size="small" onClick={command('edit')} aria-label={t('connections.actions.edit')} data-testid={`connection-edit-${id}`}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('connections.actions.delete')}>
            <IconButton
              size="small"
              onClick={command('delete')}
              aria-label={t('connections.actions.delete')}
              data-testid={`connection-delete-${id}`}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
  );
}
