import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { getContrastRatio } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Tag } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

interface TagsTableProps {
  tags: Tag[];
  loaded: boolean;
  mayManage: (tag: Tag) => boolean;
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
}

/** Readable chip text on any tag colour. */
function textOn(color: string): string {
  try {
    return getContrastRatio(color, '#fff') >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
  } catch {
    return '#fff';
  }
}

/** The tags table: name chip, ticket count and actions. */
export function TagsTable({ tags, loaded, mayManage, onEdit, onDelete }: TagsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader data-testid="tags-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('tags.columns.name')}</TableCell>
          <TableCell align="center">{t('tags.columns.tickets')}</TableCell>
          <TableCell align="right">{t('tags.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tags.map((tag) => (
          <TableRow key={tag.id} data-testid={`tag-row-${tag.id}`} hover>
            <TableCell sx={{ maxWidth: 0, width: '60%' }}>
              <Chip
                label={tag.name}
                size="small"
                data-testid={`tag-chip-${tag.id}`}
                sx={{ bgcolor: tag.color, color: textOn(tag.color), maxWidth: '100%', fontWeight: 500 }}
              />
            </TableCell>
            <TableCell align="center" data-testid={`tag-tickets-${tag.id}`}>
              {tag.ticketsCount}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {mayManage(tag) && (
                <>
                  <Tooltip title={t('tags.edit')}>
                    <IconButton size="small" onClick={() => onEdit(tag)} data-testid={`tag-edit-${tag.id}`} aria-label={t('tags.edit')}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('tags.delete')}>
                    <IconButton size="small" onClick={() => onDelete(tag)} data-testid={`tag-delete-${tag.id}`} aria-label={t('tags.delete')}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
        {loaded && tags.length === 0 && (
          <TableRow>
            <TableCell colSpan={3}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="tags-empty">
                {t('tags.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
