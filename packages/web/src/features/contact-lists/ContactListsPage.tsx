import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ContactListRecord } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PagedList } from '../../lists/PagedList';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { ListToolbar } from '../tags/ListToolbar';
import { EXAMPLE_SHEET_URL, useContactListPages, useDeleteContactList } from './api';
import { ContactListDialog } from './ContactListDialog';
import { ContactListsTable } from './ContactListsTable';
import { useContactListEvents } from './useContactListEvents';

type Editing = { open: false } | { open: true; contactList: ContactListRecord | undefined };

/** The contact lists page (campaign area): search, add, rename and delete lists, open a list's people, download the example sheet. */
export function ContactListsPage() {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useContactListPages(search);
  useContactListEvents();
  const remove = useDeleteContactList();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<ContactListRecord | undefined>(undefined);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('contactLists.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <ListToolbar
        title={t('menu.contactLists')}
        search={searchText}
        searchLabel={t('contactLists.search')}
        addLabel={t('contactLists.add')}
        testIdPrefix="contact-lists"
        onSearch={setSearchText}
        onAdd={() => setEditing({ open: true, contactList: undefined })}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -1, mb: 1 }}>
        <Button size="small" startIcon={<DownloadIcon />} href={EXAMPLE_SHEET_URL} download data-testid="contact-lists-example">
          {t('contactListItems.exampleSheet')}
        </Button>
      </Stack>
      <PagedList query={pages} testId="contact-lists-list">
        <ContactListsTable contactLists={rowsOf(pages.data)} loaded={pages.isSuccess} onEdit={(contactList) => setEditing({ open: true, contactList })} onDelete={setDeleting} />
      </PagedList>
      {editing.open && <ContactListDialog contactList={editing.contactList} onClose={() => setEditing({ open: false })} />}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('contactLists.deleteTitle', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
