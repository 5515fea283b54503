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
import type { QuickMessage } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

interface QuickMessagesTableProps {
  records: QuickMessage[];
  loaded: boolean;
  mayManage: (record: QuickMessage) => boolean;
  onEdit: (record: QuickMessage) => void;
  onDelete: (record: QuickMessage) => void;
}

/** The quick messages table: shortcode, media name (or a no-attachment text), edit and delete. */
export function QuickMessagesTable({ records, loaded, mayManage, onEdit, onDelete }: QuickMessagesTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader data-testid="quick-messages-table" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('quickMessages.columns.shortcode')}</TableCell>
          <TableCell>{t('quickMessages.columns.media')}</TableCell>
          <TableCell align="right" sx={{ width: 96 }}>
            {t('quickMessages.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover data-testid={`quick-message-row-${record.id}`}>
            <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid={`quick-message-shortcode-${record.id}`}>
              {record.shortcode}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid={`quick-message-media-${record.id}`}>
              {record.mediaName ?? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('quickMessages.noAttachment')}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {mayManage(record) && (
                <>
                  <Tooltip title={t('quickMessages.edit')}>
                    <IconButton size="small" onClick={() => onEdit(record)} data-testid={`quick-message-edit-${record.id}`} aria-label={t('quickMessages.edit')}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('quickMessages.delete')}>
                    <IconButton size="small" onClick={() => onDelete(record)} data-testid={`quick-message-delete-${record.id}`} aria-label={t('quickMessages.delete')}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
        {loaded && records.length === 0 && (
          <TableRow>
            <TableCell colSpan={3}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="quick-messages-empty">
                {t('quickMessages.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
