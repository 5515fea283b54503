import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
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
import type { Queue } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

interface QueuesTableProps {
  queues: readonly Queue[];
  onEdit: (queue: Queue) => void;
  onDelete: (queue: Queue) => void;
}

/** Id, name, colour, order, greeting and actions; narrow screens drop order and greeting. */
export function QueuesTable({ queues, onEdit, onDelete }: QueuesTableProps) {
  const { t } = useTranslation();
  const wide = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <TableContainer component={Paper} variant="outlined" data-testid="queues-table">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: { xs: 40, sm: 64 } }}>{t('queues.columns.id')}</TableCell>
            <TableCell>{t('queues.columns.name')}</TableCell>
            <TableCell sx={{ width: { xs: 48, sm: 120 } }}>{t('queues.columns.color')}</TableCell>
            <TableCell sx={{ ...wide, width: 110 }}>{t('queues.columns.order')}</TableCell>
            <TableCell sx={wide}>{t('queues.columns.greeting')}</TableCell>
            <TableCell align="right" sx={{ width: { xs: 88, sm: 104 } }}>
              {t('queues.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {queues.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>
                <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }} data-testid="queues-empty">
                  {t('queues.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {queues.map((queue) => (
            <TableRow key={queue.id} hover data-testid={`queue-row-${queue.id}`}>
              <TableCell>{queue.id}</TableCell>
              <TableCell sx={{ fontWeight: 500, overflowWrap: 'break-word' }} data-testid={`queue-name-${queue.id}`}>
                {queue.name}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: queue.color, flexShrink: 0 }} data-testid={`queue-color-${queue.id}`} data-color={queue.color} />
                  <Typography variant="body2" sx={{ fontFamily: 'monospace', display: { xs: 'none', sm: 'block' } }}>
                    {queue.color}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell sx={wide} data-testid={`queue-order-${queue.id}`}>
                {queue.orderQueue ?? '—'}
              </TableCell>
              <TableCell sx={{ ...wide, maxWidth: 360 }}>
                <Typography variant="body2" noWrap title={queue.greetingMessage}>
                  {queue.greetingMessage}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('queues.columns.edit')}>
                  <IconButton size="small" onClick={() => onEdit(queue)} aria-label={t('queues.columns.edit')} data-testid={`queue-edit-${queue.id}`}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('queues.columns.delete')}>
                  <IconButton size="small" onClick={() => onDelete(queue)} aria-label={t('queues.columns.delete')} data-testid={`queue-delete-${queue.id}`}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
