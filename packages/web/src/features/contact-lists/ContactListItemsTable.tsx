import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ContactListItem } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { WhatsappValidIcon } from './WhatsappValidIcon';

interface ContactListItemsTableProps {
  items: ContactListItem[];
  loaded: boolean;
  onEdit: (item: ContactListItem) => void;
  onDelete: (item: ContactListItem) => void;
}

/** Read by screen readers only: the icon column's heading. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A list's people: validity icon, name, number, e-mail (hidden on phones) and actions. */
export function ContactListItemsTable({ items, loaded, onEdit, onDelete }: ContactListItemsTableProps) {
  const { t } = useTranslation();
  const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    // Tighter cells on phones, so the actions stay inside the screen next to a full number.
    <Table size="small" stickyHeader data-testid="contact-list-items-table" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" align="center">
            <Box component="span" sx={visuallyHidden}>
              {t('contactListItems.columns.valid')}
            </Box>
          </TableCell>
          <TableCell>{t('contactListItems.columns.name')}</TableCell>
          <TableCell>{t('contactListItems.columns.number')}</TableCell>
          <TableCell sx={hideOnPhone}>{t('contactListItems.columns.email')}</TableCell>
          <TableCell align="right">{t('contactListItems.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} data-testid={`contact-list-item-row-${item.id}`} hover>
            <TableCell padding="checkbox" align="center">
              <WhatsappValidIcon id={item.id} valid={item.isWhatsappValid} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{item.name}</TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{item.number}</TableCell>
            <TableCell sx={{ ...hideOnPhone, wordBreak: 'break-all' }}>{item.email}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('contactListItems.edit')}>
                <IconButton size="small" onClick={() => onEdit(item)} data-testid={`contact-list-item-edit-${item.id}`} aria-label={t('contactListItems.edit')}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('contactListItems.delete')}>
                <IconButton size="small" onClick={() => onDelete(item)} data-testid={`contact-list-item-delete-${item.id}`} aria-label={t('contactListItems.delete')}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
        {loaded && items.length === 0 && (
          <TableRow>
            <TableCell colSpan={5}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="contact-list-items-empty">
                {t('contactListItems.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
