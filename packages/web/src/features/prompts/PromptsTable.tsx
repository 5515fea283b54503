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
import type { Prompt } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

interface PromptsTableProps {
  records: Prompt[];
  loaded: boolean;
  onEdit: (record: Prompt) => void;
  onDelete: (record: Prompt) => void;
}

/** Prompts: name, queue, max tokens, actions. */
export function PromptsTable({ records, loaded, onEdit, onDelete }: PromptsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader data-testid="prompts-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('prompts.columns.name')}</TableCell>
          <TableCell>{t('prompts.columns.queue')}</TableCell>
          <TableCell align="center">{t('prompts.columns.maxTokens')}</TableCell>
          <TableCell align="right">{t('prompts.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover data-testid={`prompt-row-${record.id}`}>
            <TableCell>{record.name}</TableCell>
            <TableCell>{record.queue?.name ?? '—'}</TableCell>
            <TableCell align="center">{record.maxTokens}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('prompts.edit')}>
                <IconButton size="small" onClick={() => onEdit(record)} aria-label={t('prompts.edit')} data-testid={`prompt-edit-${record.id}`}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('prompts.delete')}>
                <IconButton size="small" onClick={() => onDelete(record)} aria-label={t('prompts.delete')} data-testid={`prompt-delete-${record.id}`}>
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
                {t('prompts.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
