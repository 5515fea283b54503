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
import type { QueueIntegration } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { IntegrationTypeLogo } from './IntegrationTypeLogo';

interface IntegrationsTableProps {
  records: QueueIntegration[];
  loaded: boolean;
  onEdit: (record: QueueIntegration) => void;
  onDelete: (record: QueueIntegration) => void;
}

/** Queue integrations: type logo, id, name and actions. */
export function IntegrationsTable({ records, loaded, onEdit, onDelete }: IntegrationsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader data-testid="integrations-table">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 56 }} />
          <TableCell sx={{ width: 80 }}>{t('integrations.columns.id')}</TableCell>
          <TableCell>{t('integrations.columns.name')}</TableCell>
          <TableCell align="right">{t('integrations.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover data-testid={`integration-row-${record.id}`}>
            <TableCell>
              <IntegrationTypeLogo type={record.type} />
            </TableCell>
            <TableCell>{record.id}</TableCell>
            <TableCell sx={{ maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{record.name}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('integrations.edit')}>
                <IconButton size="small" onClick={() => onEdit(record)} aria-label={t('integrations.edit')} data-testid={`integration-edit-${record.id}`}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('integrations.delete')}>
                <IconButton size="small" onClick={() => onDelete(record)} aria-label={t('integrations.delete')} data-testid={`integration-delete-${record.id}`}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
        {loaded && records.length === 0 && (
          <TableRow>
            <TableCell colSpan={4}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {t('integrations.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
