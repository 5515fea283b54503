import { canManageQuickMessage, type QuickMessage } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { useCurrentUser } from '../auth/api';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ListToolbar } from '../tags/ListToolbar';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { PagedList } from '../../lists/PagedList';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { useDeleteQuickMessage, useQuickMessagePages } from './api';
import { QuickMessageDialog } from './QuickMessageDialog';
import { QuickMessagesTable } from './QuickMessagesTable';

type Editing = { open: false } | { open: true; record: QuickMessage | undefined };

/** The quick messages page: the caller's own and the company-wide ones (admins: all). */
export function QuickMessagesPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useQuickMessagePages(search);
  const remove = useDeleteQuickMessage();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<QuickMessage | undefined>(undefined);

  const mayManage = (record: QuickMessage) => user !== undefined && canManageQuickMessage({ id: user.id, profile: user.profile }, record);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('quickMessages.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <ListToolbar
        title={t('menu.quickMessages')}
        search={searchText}
        searchLabel={t('quickMessages.search')}
        addLabel={t('quickMessages.add')}
        testIdPrefix="quick-messages"
        onSearch={setSearchText}
        onAdd={() => setEditing({ open: true, record: undefined })}
      />
      <PagedList query={pages} testId="quick-messages-list">
        <QuickMessagesTable
          records={rowsOf(pages.data)}
          loaded={pages.isSuccess}
          mayManage={mayManage}
          onEdit={(record) => setEditing({ open: true, record })}
          onDelete={setDeleting}
        />
      </PagedList>
      {editing.open && <QuickMessageDialog record={editing.record} onClose={() => setEditing({ open: false })} />}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('quickMessages.deleteTitle', { shortcode: deleting?.shortcode ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
