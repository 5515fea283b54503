import { isAdmin, type FileList } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PagedList } from '../../lists/PagedList';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { useCurrentUser } from '../auth/api';
import { ListToolbar } from '../tags/ListToolbar';
import { useDeleteFileList, useFileListPages } from './api';
import { FileListDialog } from './FileListDialog';
import { FilesTable } from './FilesTable';
import { useFileListEvents } from './useFileListEvents';

type Editing = { open: false } | { open: true; record: FileList | undefined };

/** /files: search the file lists page by page; admins add, edit and delete them. */
export function FilesPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useFileListPages(search);
  useFileListEvents();
  const remove = useDeleteFileList();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<FileList | undefined>(undefined);
  const mayEdit = user !== undefined && isAdmin(user);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('files.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <ListToolbar
        title={t('menu.files')}
        search={searchText}
        searchLabel={t('files.search')}
        addLabel={t('files.add')}
        testIdPrefix="files"
        onSearch={setSearchText}
        onAdd={mayEdit ? () => setEditing({ open: true, record: undefined }) : undefined}
      />
      <PagedList query={pages} testId="files-list">
        <FilesTable fileLists={rowsOf(pages.data)} loaded={pages.isSuccess} mayEdit={mayEdit} onEdit={(record) => setEditing({ open: true, record })} onDelete={setDeleting} />
      </PagedList>
      {editing.open && <FileListDialog record={editing.record} onClose={() => setEditing({ open: false })} />}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('files.deleteTitle', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
