import type { Announcement } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { PagedList } from '../../lists/PagedList';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { ListToolbar } from '../tags/ListToolbar';
import { useAnnouncementPages, useDeleteAnnouncement } from './api';
import { AnnouncementDialog } from './AnnouncementDialog';
import { AnnouncementsTable } from './AnnouncementsTable';

type Editing = { open: false } | { open: true; record: Announcement | undefined };

/** The announcements page (super user only): the table, its count in the title, add, edit, delete. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useAnnouncementPages(search);
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<Announcement | undefined>(undefined);
  const count = pages.data?.pages[0]?.count;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('announcements.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <ListToolbar
        title={count === undefined ? t('menu.announcements') : t('announcements.titleCount', { count })}
        search={searchText}
        searchLabel={t('announcements.search')}
        addLabel={t('announcements.add')}
        testIdPrefix="announcements"
        onSearch={setSearchText}
        onAdd={() => setEditing({ open: true, record: undefined })}
      />
      <PagedList query={pages} testId="announcements-list">
        <AnnouncementsTable records={rowsOf(pages.data)} loaded={pages.isSuccess} onEdit={(record) => setEditing({ open: true, record })} onDelete={setDeleting} />
      </PagedList>
      {editing.open && <AnnouncementDialog record={editing.record} onClose={() => setEditing({ open: false })} />}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('announcements.deleteTitle', { title: deleting?.title ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
