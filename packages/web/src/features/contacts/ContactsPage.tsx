import AddIcon from '@mui/icons-material/Add';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { can, type Contact } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PageTitle } from '../../app/components/PageTitle';
import { toastApiError } from '../../api/toastApiError';
import { useCurrentUser } from '../auth/api';
import { downloadContactsCsv, useContactPages, useDeleteContact, useImportFromPhone } from './api';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ContactDialog } from './ContactDialog';
import { ContactsTable } from './ContactsTable';
import { ImportDialog } from './ImportDialog';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { PagedList } from '../../lists/PagedList';
import { useContactEvents } from './useContactEvents';
import { useDebouncedValue } from '../../lists/useDebouncedValue';

type Editing = { open: false } | { open: true; contact: Contact | undefined };

/** /contacts: search, infinite scroll, add/edit, delete (contacts-page:deleteContact), import, export. */
export function ContactsPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useContactPages(search);
  const remove = useDeleteContact();
  const importPhone = useImportFromPhone();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<Contact | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  useContactEvents();

  const mayDelete = user !== undefined && can(user, 'contacts-page:deleteContact');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('contacts.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  const fromPhone = async () => {
    try {
      const { imported } = await importPhone.mutateAsync();
      if (imported > 0) toast.success(t('contacts.phoneImported', { count: imported }));
      else toast.info(t('contacts.phoneImportNone'));
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <PageTitle>{t('contacts.title')}</PageTitle>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}>
          <Button variant="outlined" startIcon={<ContactPhoneIcon />} onClick={() => void fromPhone()} disabled={importPhone.isPending} data-testid="contacts-import-phone">
            {t('contacts.import')}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)} data-testid="contacts-import-sheet">
            {t('contacts.importSheet')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadContactsCsv().catch(toastApiError)} data-testid="contacts-export">
            {t('contacts.export')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ open: true, contact: undefined })} data-testid="contacts-add">
            {t('contacts.add')}
          </Button>
        </Stack>
      </Stack>
      <TextField
        size="small"
        type="search"
        placeholder={t('contacts.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          htmlInput: { 'data-testid': 'contacts-search', 'aria-label': t('contacts.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <PagedList query={pages} testId="contacts-list">
        <ContactsTable contacts={rowsOf(pages.data)} loaded={pages.isSuccess} mayDelete={mayDelete} onEdit={(contact) => setEditing({ open: true, contact })} onDelete={setDeleting} />
      </PagedList>
      {editing.open && <ContactDialog contact={editing.contact} onClose={() => setEditing({ open: false })} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('contacts.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('contacts.confirmDelete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
