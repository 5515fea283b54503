import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CompanyListItem } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { daysUntil, dueDateTint, localToday, type DueTint } from './dueDates';

const TINTS: Record<NonNullable<DueTint>, string> = { yellow: '#fff59d', orange: '#ffcc80', red: '#ef9a9a' };

const brazilianDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

interface CompaniesTableProps {
  records: CompanyListItem[];
  loaded: boolean;
  busyId: number | undefined;
  onEdit: (record: CompanyListItem) => void;
  onDelete: (record: CompanyListItem) => void;
  onExtend: (record: CompanyListItem) => void;
}

/** Empresas: the companies, rows tinted by days to the due date. */
export function CompaniesTable({ records, loaded, busyId, onEdit, onDelete, onExtend }: CompaniesTableProps) {
  const { t } = useTranslation();
  const today = localToday();
  return (
    <Table size="small" stickyHeader data-testid="companies-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('companies.columns.name')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('companies.columns.email')}</TableCell>
          <TableCell>{t('companies.columns.plan')}</TableCell>
          <TableCell>{t('companies.columns.status')}</TableCell>
          <TableCell>{t('companies.columns.dueDate')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('companies.columns.recurrence')}</TableCell>
          <TableCell align="right">{t('companies.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => {
          const tint = dueDateTint(daysUntil(record.dueDate ?? '2099-12-31', today));
          return (
            <TableRow key={record.id} hover data-testid={`company-row-${record.id}`} data-tint={tint ?? 'none'} sx={tint ? { backgroundColor: TINTS[tint], '& td': { color: '#000' } } : undefined}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{record.name}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', display: { xs: 'none', md: 'table-cell' } }}>{record.email}</TableCell>
              <TableCell>{record.plan.name}</TableCell>
              <TableCell>{record.status ? t('companies.yes') : t('companies.no')}</TableCell>
              <TableCell data-testid={`company-due-${record.id}`}>{record.dueDate ? brazilianDay(record.dueDate) : ''}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{record.recurrence}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" disabled={busyId === record.id} onClick={() => onExtend(record)} data-testid={`company-extend-${record.id}`}>
                  {t('companies.extend')}
                </Button>
                <Tooltip title={t('companies.edit')}>
                  <IconButton size="small" onClick={() => onEdit(record)} aria-label={t('companies.edit')} data-testid={`company-edit-${record.id}`}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('companies.delete')}>
                  <IconButton size="small" onClick={() => onDelete(record)} aria-label={t('companies.delete')} data-testid={`company-delete-${record.id}`}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        })}
        {loaded && records.length === 0 && (
          <TableRow>
            <TableCell colSpan={7}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {t('companies.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
