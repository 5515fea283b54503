import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { User } from '@prosa/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PageLoading } from '../../app/components/PageLoading';
import { PageTitle } from '../../app/components/PageTitle';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteUser, useUsersPages } from './api';
import { UserDialog } from './UserDialog';
import { UsersTable } from './UsersTable';
import { useDebouncedValue } from '../../lists/useDebouncedValue';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: number };

/** The users page: search (lower-cased, 500 ms), infinite scroll, add, edit, delete, live. */
export function UsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.toLowerCase(), 500);
  const pages = useUsersPages(searchParam);
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<User | undefined>(undefined);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const users = useMemo(() => pages.data?.pages.flatMap((page) => page.users) ?? [], [pages.data]);

  const loadMore = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('users.toasts.deleted'));
      setConfirmOpen(false);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t('users.title')}</PageTitle>
        <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' }, flexGrow: { xs: 1, sm: 0 } }}>
          <TextField
            size="small"
            placeholder={t('users.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flexGrow: 1, minWidth: 180, width: { sm: 280 } }}
            slotProps={{
              htmlInput: { 'data-testid': 'users-search', 'aria-label': t('users.search') },
              input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            }}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'create' })} data-testid="users-add" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {t('users.add')}
          </Button>
        </Stack>
      </Stack>

      {pages.isPending && <PageLoading />}
      {pages.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void pages.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')}
        </Alert>
      )}
      {pages.data && (
        <UsersTable
          users={users}
          loadingMore={pages.isFetchingNextPage}
          onNearBottom={loadMore}
          onEdit={(user) => setEditing({ mode: 'edit', id: user.id })}
          onDelete={(user) => {
            setDeleting(user);
            setConfirmOpen(true);
          }}
        />
      )}

      {editing.mode !== 'closed' && <UserDialog userId={editing.mode === 'edit' ? editing.id : undefined} onClose={() => setEditing({ mode: 'closed' })} />}
      <ConfirmDialog
        open={confirmOpen && deleting !== undefined}
        title={t('users.confirm.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('users.confirm.deleteMessage')}
        confirmLabel={t('users.actions.delete')}
        testId="confirm-delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
