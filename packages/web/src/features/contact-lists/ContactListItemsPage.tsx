import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ContactListItem } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { PageTitle } from '../../app/components/PageTitle';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PagedList } from '../../lists/PagedList';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { EXAMPLE_SHEET_URL, useContactList, useContactListItemPages, useDeleteContactListItem } from './api';
import { ContactListImportDialog } from './ContactListImportDialog';
import { ContactListItemDialog } from './ContactListItemDialog';
import { ContactListItemsTable } from './ContactListItemsTable';
import { useContactListEvents } from './useContactListEvents';
import { useContactListItemEvents } from './useContactListItemEvents';

type Editing = { open: false } | { open: true; item: ContactListItem | undefined };

/** /contact-lists/{id}/contacts: search, add, edit and delete a list's people, import a sheet, see whose number has WhatsApp. */
export function ContactListItemsPage({ contactListId }: { contactListId: number }) {
  const { t } = useTranslation();
  const list = useContactList(contactListId);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useContactListItemPages(contactListId, search);
  useContactListEvents();
  useContactListItemEvents(contactListId);
  const remove = useDeleteContactListItem(contactListId);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<ContactListItem | undefined>(undefined);
  const [importing, setImporting] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('contactListItems.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  const title = list.data ? `${list.data.name} (${list.data.contactsCount})` : t('contactListItems.title');
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0, '& h1': { mb: 0, overflowWrap: 'anywhere' } }}>
          <PageTitle>{title}</PageTitle>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}>
          <Button variant="outlined" startIcon={<ArrowBackIcon />} component={RouterLink} to="/contact-lists" data-testid="contact-list-items-back">
            {t('contactListItems.back')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} href={EXAMPLE_SHEET_URL} download data-testid="contact-list-items-example">
            {t('contactListItems.exampleSheet')}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)} data-testid="contact-list-items-import">
            {t('contactListItems.import')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ open: true, item: undefined })} data-testid="contact-list-items-add">
            {t('contactListItems.add')}
          </Button>
        </Stack>
      </Stack>
      <TextField
        size="small"
        type="search"
        placeholder={t('contactListItems.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          htmlInput: { 'data-testid': 'contact-list-items-search', 'aria-label': t('contactListItems.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <PagedList query={pages} testId="contact-list-items-list">
        <ContactListItemsTable items={rowsOf(pages.data)} loaded={pages.isSuccess} onEdit={(item) => setEditing({ open: true, item })} onDelete={setDeleting} />
      </PagedList>
      {editing.open && <ContactListItemDialog contactListId={contactListId} item={editing.item} onClose={() => setEditing({ open: false })} />}
      {importing && <ContactListImportDialog contactListId={contactListId} onClose={() => setImporting(false)} />}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('contactListItems.deleteTitle', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
