import Alert from '@mui/material/Alert';
import type { CompanyListItem } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { PagedList } from '../../lists/PagedList';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { ListToolbar } from '../tags/ListToolbar';
import { useCompanyPages, useDeleteCompany, useSaveCompany } from './api';
import { CompaniesTable } from './CompaniesTable';
import { CompanyDialog } from './CompanyDialog';
import { nextDueDate } from './dueDates';

type Editing = { open: false } | { open: true; record: CompanyListItem | undefined };

/** Settings › Empresas (super user): search, add, edit, delete and +Vencimento. */
export function CompaniesTab() {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useCompanyPages(search);
  const save = useSaveCompany();
  const remove = useDeleteCompany();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<CompanyListItem | undefined>(undefined);
  const [created, setCreated] = useState<{ email: string; password: string } | undefined>(undefined);

  const extend = async (record: CompanyListItem) => {
    try {
      await save.mutateAsync({ id: record.id, body: { dueDate: nextDueDate(record.dueDate ?? '', record.recurrence) } });
      toast.success(t('companies.saved'));
    } catch (error) {
      toastApiError(error);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('companies.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <ListToolbar
        title={t('companies.title')}
        search={searchText}
        searchLabel={t('companies.search')}
        addLabel={t('companies.add')}
        testIdPrefix="companies"
        onSearch={setSearchText}
        onAdd={() => setEditing({ open: true, record: undefined })}
      />
      {created && (
        <Alert severity="info" onClose={() => setCreated(undefined)} sx={{ mb: 2 }} data-testid="company-admin-password">
          {t('companies.adminPassword', created)}
        </Alert>
      )}
      <PagedList query={pages} testId="companies-list">
        <CompaniesTable
          records={rowsOf(pages.data)}
          loaded={pages.isSuccess}
          busyId={save.isPending ? save.variables.id : undefined}
          onEdit={(record) => setEditing({ open: true, record })}
          onDelete={setDeleting}
          onExtend={(record) => void extend(record)}
        />
      </PagedList>
      {editing.open && (
        <CompanyDialog record={editing.record} onClose={() => setEditing({ open: false })} onCreated={(email, password) => setCreated(password ? { email, password } : undefined)} />
      )}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('companies.deleteTitle', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
