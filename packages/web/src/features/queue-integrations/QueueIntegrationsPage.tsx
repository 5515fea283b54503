import type { QueueIntegration } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { PagedList } from '../../lists/PagedList';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { ListToolbar } from '../tags/ListToolbar';
import { useDeleteIntegration, useIntegrationPages } from './api';
import { IntegrationDialog } from './IntegrationDialog';
import { IntegrationsTable } from './IntegrationsTable';
import { useIntegrationEvents } from './useIntegrationEvents';
import { WebhookSubscriptionsSection } from '../webhooks/WebhookSubscriptionsSection';

type Editing = { open: false } | { open: true; record: QueueIntegration | undefined };

/** Queue integrations (plan flag `useIntegrations`, admins). */
export function QueueIntegrationsPage() {
  const { t } = useTranslation();
  useIntegrationEvents();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useIntegrationPages(search);
  const remove = useDeleteIntegration();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<QueueIntegration | undefined>(undefined);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('integrations.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <ListToolbar
        title={t('menu.queueIntegration')}
        search={searchText}
        searchLabel={t('integrations.search')}
        addLabel={t('integrations.add')}
        testIdPrefix="integrations"
        onSearch={setSearchText}
        onAdd={() => setEditing({ open: true, record: undefined })}
      />
      <PagedList query={pages} testId="integrations-list">
        <IntegrationsTable records={rowsOf(pages.data)} loaded={pages.isSuccess} onEdit={(record) => setEditing({ open: true, record })} onDelete={setDeleting} />
      </PagedList>
      {editing.open && <IntegrationDialog record={editing.record} onClose={() => setEditing({ open: false })} />}
      <WebhookSubscriptionsSection />
      <ConfirmDeleteDialog open={deleting !== undefined} title={t('integrations.deleteTitle', { name: deleting?.name ?? '' })} busy={remove.isPending} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(undefined)} />
    </>
  );
}
