import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Contact } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

interface ContactsTableProps {
  contacts: Contact[];
  loaded: boolean;
  mayDelete: boolean;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/** The contacts page's table: avatar, name, number, email and actions; the email column hides on phones. */
export function ContactsTable({ contacts, loaded, mayDelete, onEdit, onDelete }: ContactsTableProps) {
  const { t } = useTranslation();
  const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Table size="small" stickyHeader data-testid="contacts-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('contacts.columns.name')}</TableCell>
          <TableCell>{t('contacts.columns.number')}</TableCell>
          <TableCell sx={hideOnPhone}>{t('contacts.columns.email')}</TableCell>
          <TableCell align="right">{t('contacts.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contacts.map((contact) => (
          <TableRow key={contact.id} data-testid={`contact-row-${contact.id}`} hover>
            <TableCell sx={{ maxWidth: 0, width: { xs: '55%', sm: '35%' } }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                <Avatar src={contact.profilePicUrl || undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14, display: { xs: 'none', sm: 'flex' } }}>
                  {contact.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Typography variant="body2" noWrap data-testid={`contact-name-${contact.id}`}>
                  {contact.name}
                </Typography>
              </Stack>
            </TableCell>
            <TableCell data-testid={`contact-number-${contact.id}`} sx={{ whiteSpace: 'nowrap' }}>
              {contact.number}
            </TableCell>
            <TableCell sx={{ ...hideOnPhone, maxWidth: 0, width: '35%' }}>
              <Typography variant="body2" noWrap>
                {contact.email}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('contacts.edit')}>
                <IconButton size="small" onClick={() => onEdit(contact)} data-testid={`contact-edit-${contact.id}`} aria-label={t('contacts.edit')}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {mayDelete && (
                <Tooltip title={t('contacts.delete')}>
                  <IconButton size="small" onClick={() => onDelete(contact)} data-testid={`contact-delete-${contact.id}`} aria-label={t('contacts.delete')}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </TableCell>
          </TableRow>
        ))}
        {loaded && contacts.length === 0 && (
          <TableRow>
            <TableCell colSpan={4}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="contacts-empty">
                {t('contacts.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
