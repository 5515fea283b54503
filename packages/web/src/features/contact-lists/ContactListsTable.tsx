import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ContactListRecord } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface ContactListsTableProps {
  contactLists: ContactListRecord[];
  loaded: boolean;
  onEdit: (contactList: ContactListRecord) => void;
  onDelete: (contactList: ContactListRecord) => void;
}

const itemsPath = (id: number) => `/contact-lists/${id}/contacts`;

/** The contact lists table: name (a link to its people), number of contacts and actions. */
export function ContactListsTable({ contactLists, loaded, onEdit, onDelete }: ContactListsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader data-testid="contact-lists-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('contactLists.columns.name')}</TableCell>
          <TableCell align="center">{t('contactLists.columns.contacts')}</TableCell>
          <TableCell align="right">{t('contactLists.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contactLists.map((contactList) => (
          <TableRow key={contactList.id} data-testid={`contact-list-row-${contactList.id}`} hover>
            <TableCell>
              <Link component={RouterLink} to={itemsPath(contactList.id)} underline="hover" data-testid={`contact-list-open-${contactList.id}`}>
                {contactList.name}
              </Link>
            </TableCell>
            <TableCell align="center">{contactList.contactsCount}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('contactLists.contacts')}>
                <IconButton size="small" component={RouterLink} to={itemsPath(contactList.id)} aria-label={t('contactLists.contacts')} data-testid={`contact-list-contacts-${contactList.id}`}>
                  <PeopleIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('contactLists.edit')}>
                <IconButton size="small" onClick={() => onEdit(contactList)} data-testid={`contact-list-edit-${contactList.id}`} aria-label={t('contactLists.edit')}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('contactLists.delete')}>
                <IconButton size="small" onClick={() => onDelete(contactList)} data-testid={`contact-list-delete-${contactList.id}`} aria-label={t('contactLists.delete')}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
        {loaded && contactLists.length === 0 && (
          <TableRow>
            <TableCell colSpan={3}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="contact-lists-empty">
                {t('contactLists.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
