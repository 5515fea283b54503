import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { Prompt } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { PagedList } from '../../lists/PagedList';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { ListToolbar } from '../tags/ListToolbar';
import { useDeletePrompt, usePromptPages } from './api';
import { PromptDialog } from './PromptDialog';
import { PromptsTable } from './PromptsTable';
import { usePromptEvents } from './usePromptEvents';

type Editing = { open: false } | { open: true; record: Prompt | undefined };

const HELP_LINKS = [
  ['usage', 'https://platform.openai.com/usage'],
  ['billing', 'https://platform.openai.com/settings/organization/billing/overview'],
  ['apiKey', 'https://platform.openai.com/api-keys'],
] as const;

/** Prompts (plan flag `useOpenAi`, admins): the credit warning, the table and the dialog. */
export function PromptsPage() {
  const { t } = useTranslation();
  usePromptEvents();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = usePromptPages(search);
  const remove = useDeletePrompt();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<Prompt | undefined>(undefined);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('prompts.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <Alert severity="warning" sx={{ mb: 1 }} data-testid="prompts-credit-warning">
        {t('prompts.creditWarning')}{' '}
        {HELP_LINKS.map(([key, href], index) => (
          <span key={key}>
            {index > 0 && ' · '}
            <Link href={href} target="_blank" rel="noopener noreferrer">
              {t(`prompts.help.${key}`)}
            </Link>
          </span>
        ))}
      </Alert>
      <ListToolbar
        title={t('menu.prompts')}
        search={searchText}
        searchLabel={t('prompts.search')}
        addLabel={t('prompts.add')}
        testIdPrefix="prompts"
        onSearch={setSearchText}
        onAdd={() => setEditing({ open: true, record: undefined })}
      />
      <PagedList query={pages} testId="prompts-list">
        <PromptsTable records={rowsOf(pages.data)} loaded={pages.isSuccess} onEdit={(record) => setEditing({ open: true, record })} onDelete={setDeleting} />
      </PagedList>
      {editing.open && <PromptDialog record={editing.record} onClose={() => setEditing({ open: false })} />}
      <ConfirmDeleteDialog open={deleting !== undefined} title={t('prompts.deleteTitle', { name: deleting?.name ?? '' })} busy={remove.isPending} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(undefined)} />
    </>
  );
}
