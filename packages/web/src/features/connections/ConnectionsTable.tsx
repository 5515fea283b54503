import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Whatsapp } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { ConnectionCard } from './ConnectionCard';
import { ConnectionRow, type RowCommand } from './ConnectionRow';
import type { ConnectionPermissions } from './useConnectionPermissions';
import { useUsersBlindToUnqueued } from './useUsersBlindToUnqueued';

interface ConnectionsTableProps {
  connections: readonly Whatsapp[];
  permissions: ConnectionPermissions;
  busyId: number | undefined;
  onCommand: (command: RowCommand, connection: Whatsapp) => void;
}

/** The connections as a table, or as cards where a table would not fit (below the `md` breakpoint). */
export function ConnectionsTable({ connections, permissions, busyId, onCommand }: ConnectionsTableProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const blindUsers = useUsersBlindToUnqueued();
  if (phone) {
    return connections.length === 0 ? (
      <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }} data-testid="connections-table">
        {t('connections.empty')}
      </Typography>
    ) : (
      <Stack component="ul" data-testid="connections-table" sx={{ gap: 1, m: 0, p: 0 }}>
        {connections.map((connection) => (
          <ConnectionCard
            key={connection.id}
            connection={connection}
            permissions={permissions}
            busy={busyId === connection.id}
            blindUsers={blindUsers}
            onCommand={onCommand}
          />
        ))}
      </Stack>
    );
  }
  const columns = 4 + (permissions.sessionButtons ? 1 : 0) + (permissions.editOrDelete ? 1 : 0);
  return (
    <TableContainer component={Paper} variant="outlined" data-testid="connections-table">
      <Table size="small" sx={{ '& th': { fontWeight: 600 }, '& .MuiTableCell-root': { px: { md: 1, lg: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('connections.table.name')}</TableCell>
            <TableCell>{t('connections.table.status')}</TableCell>
            {permissions.sessionButtons && (
              // Room for two buttons side by side on a desktop; narrower screens let them wrap.
              <TableCell sx={{ width: { lg: 340 } }}>{t('connections.table.session')}</TableCell>
            )}
            <TableCell>{t('connections.table.lastUpdate')}</TableCell>
            <TableCell align="center">{t('connections.table.default')}</TableCell>
            {permissions.editOrDelete && <TableCell align="right">{t('connections.table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {connections.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns}>
                <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>{t('connections.empty')}</Typography>
              </TableCell>
            </TableRow>
          ) : (
            connections.map((connection) => (
              <ConnectionRow
                key={connection.id}
                connection={connection}
                permissions={permissions}
                busy={busyId === connection.id}
                blindUsers={blindUsers}
                onCommand={onCommand}
              />
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
