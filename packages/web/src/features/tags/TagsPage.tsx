import { canManageTag, canSetTagKanban, type Tag } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { useCurrentUser } from '../auth/api';
import { useDeleteTag, useTagPages } from './api';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ListToolbar } from './ListToolbar';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { PagedList } from '../../lists/PagedList';
import { TagDialog } from './TagDialog';
import { TagsTable } from './TagsTable';
import { useDebouncedValue } from '../../lists/useDebouncedValue';

type Editing = { open: false } | { open: true; tag: Tag | undefined };

/** The tags page: every signed-in user; edits by admins, supervisors or the tag's creator. */
export function TagsPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useTagPages(search);
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<Tag | undefined>(undefined);

  const actor = user ? { id: user.id, profile: user.profile } : undefined;
  const mayManage = (tag: Tag) => actor !== undefined && canManageTag(actor, tag);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('tags.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <ListToolbar
        title={t('menu.tags')}
        search={searchText}
        searchLabel={t('tags.search')}
        addLabel={t('tags.add')}
        testIdPrefix="tags"
        onSearch={setSearchText}
        onAdd={() => setEditing({ open: true, tag: undefined })}
      />
      <PagedList query={pages} testId="tags-list">
        <TagsTable tags={rowsOf(pages.data)} loaded={pages.isSuccess} mayManage={mayManage} onEdit={(tag) => setEditing({ open: true, tag })} onDelete={setDeleting} />
      </PagedList>
      {editing.open && <TagDialog tag={editing.tag} mayKanban={user !== undefined && canSetTagKanban(user)} onClose={() => setEditing({ open: false })} />}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('tags.deleteTitle', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
