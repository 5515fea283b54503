import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Announcement } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { PriorityChip } from './PriorityChip';

interface AnnouncementsTableProps {
  records: Announcement[];
  loaded: boolean;
  onEdit: (record: Announcement) => void;
  onDelete: (record: Announcement) => void;
}

/** The announcements table: title, priority, media name, status (active or inactive), actions. */
export function AnnouncementsTable({ records, loaded, onEdit, onDelete }: AnnouncementsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader data-testid="announcements-table" sx={{ tableLayout: 'fixed', '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('announcements.columns.title')}</TableCell>
          <TableCell sx={{ width: { xs: 92, sm: 120 } }}>{t('announcements.columns.priority')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('announcements.columns.media')}</TableCell>
          <TableCell sx={{ width: { xs: 80, sm: 100 } }}>{t('announcements.columns.status')}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 80, sm: 96 } }}>
            {t('announcements.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover data-testid={`announcement-row-${record.id}`}>
            <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid={`announcement-title-${record.id}`}>
              {record.title}
            </TableCell>
            <TableCell>
              <PriorityChip priority={record.priority} testId={`announcement-priority-${record.id}`} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', display: { xs: 'none', sm: 'table-cell' } }}>
              {record.mediaName ?? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('announcements.noMedia')}
                </Typography>
              )}
            </TableCell>
            <TableCell data-testid={`announcement-status-${record.id}`}>{record.status ? t('announcements.status.active') : t('announcements.status.inactive')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('announcements.edit')}>
                <IconButton size="small" onClick={() => onEdit(record)} data-testid={`announcement-edit-${record.id}`} aria-label={t('announcements.edit')}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('announcements.delete')}>
                <IconButton size="small" onClick={() => onDelete(record)} data-testid={`announcement-delete-${record.id}`} aria-label={t('announcements.delete')}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
        {loaded && records.length === 0 && (
          <TableRow>
            <TableCell colSpan={5}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="announcements-empty">
                {t('announcements.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
