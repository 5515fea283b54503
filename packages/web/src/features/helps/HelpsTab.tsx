import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Help } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { LoadFailed } from '../../lists/LoadFailed';
import { useDeleteHelp, useHelps } from './api';
import { HelpDialog } from './HelpDialog';

type Editing = { open: false } | { open: true; record: Help | undefined };

/** Settings › Ajuda (super user): the help videos, add, edit, delete. */
export function HelpsTab() {
  const { t } = useTranslation();
  const helps = useHelps();
  const remove = useDeleteHelp();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<Help | undefined>(undefined);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('helps.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  if (helps.isError) return <LoadFailed onRetry={() => void helps.refetch()} />;
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ open: true, record: undefined })} data-testid="helps-add">
          {t('helps.add')}
        </Button>
      </Stack>
      <Table size="small" data-testid="helps-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('helps.fields.title')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('helps.fields.description')}</TableCell>
            <TableCell>{t('helps.fields.video')}</TableCell>
            <TableCell align="right">{t('helps.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(helps.data ?? []).map((help) => (
            <TableRow key={help.id} hover data-testid={`help-row-${help.id}`}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{help.title}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', display: { xs: 'none', sm: 'table-cell' } }}>{help.description}</TableCell>
              <TableCell>{help.video}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton size="small" onClick={() => setEditing({ open: true, record: help })} aria-label={t('helps.edit')} data-testid={`help-edit-${help.id}`}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" onClick={() => setDeleting(help)} aria-label={t('helps.delete')} data-testid={`help-delete-${help.id}`}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing.open && <HelpDialog record={editing.record} onClose={() => setEditing({ open: false })} />}
      <ConfirmDeleteDialog open={deleting !== undefined} title={t('helps.deleteTitle', { title: deleting?.title ?? '' })} busy={remove.isPending} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(undefined)} />
    </>
  );
}
