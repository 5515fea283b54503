import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { User } from '@prosa/contract';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../app/components/PageLoading';
import { nearBottom } from './nearBottom';

interface UsersTableProps {
  users: readonly User[];
  loadingMore: boolean;
  onNearBottom: () => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/** Name, e-mail and profile; below `sm` the e-mail moves under the name so the row still fits. */
export function UsersTable({ users, loadingMore, onNearBottom, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (nearBottom(event.currentTarget)) onNearBottom();
  };
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      onScroll={onScroll}
      data-testid="users-table"
      sx={{ maxHeight: { xs: 'calc(100dvh - 230px)', md: 'calc(100dvh - 250px)' }, overflowY: 'auto' }}
    >
      <Table size="small" stickyHeader sx={{ '& th': { fontWeight: 600 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.table.name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('users.table.email')}</TableCell>
            <TableCell>{t('users.table.profile')}</TableCell>
            <TableCell align="right">{t('users.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>{t('users.empty')}</Typography>
              </TableCell>
            </TableRow>
          ) : (
            users.map((user) => (
              <TableRow key={user.id} hover data-testid={`user-row-${user.id}`}>
                <TableCell sx={{ maxWidth: 260, wordBreak: 'break-word' }}>
                  {user.name}
                  <Typography variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', wordBreak: 'break-all' }}>
                    {user.email}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, wordBreak: 'break-all' }}>{user.email}</TableCell>
                <TableCell data-testid={`user-profile-${user.id}`}>{t(`users.profiles.${user.profile}`)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('users.actions.edit')}>
                    <IconButton size="small" onClick={() => onEdit(user)} aria-label={t('users.actions.edit')} data-testid={`user-edit-${user.id}`}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('users.actions.delete')}>
                    <IconButton size="small" onClick={() => onDelete(user)} aria-label={t('users.actions.delete')} data-testid={`user-delete-${user.id}`}>
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {loadingMore && <PageLoading />}
    </TableContainer>
  );
}
