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
import Typography from '@mui/material/Typography';
import { PLAN_FEATURES, type PlanAdmin } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { LoadFailed } from '../../lists/LoadFailed';
import { useAllPlans, useDeletePlan } from './api';
import { PlanDialog } from './PlanDialog';
import { formatReais } from './planForm';

type Editing = { open: false } | { open: true; record: PlanAdmin | undefined };

/** Settings › Planos (super user): list, add, edit, delete. */
export function PlansTab() {
  const { t, i18n } = useTranslation();
  const plans = useAllPlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<PlanAdmin | undefined>(undefined);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('plans.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  if (plans.isError) return <LoadFailed onRetry={() => void plans.refetch()} />;
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ open: true, record: undefined })} data-testid="plans-add">
          {t('plans.add')}
        </Button>
      </Stack>
      <Table size="small" data-testid="plans-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('plans.fields.name')}</TableCell>
            <TableCell>{t('plans.fields.users')}</TableCell>
            <TableCell>{t('plans.fields.connections')}</TableCell>
            <TableCell>{t('plans.fields.queues')}</TableCell>
            <TableCell>{t('plans.fields.value')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('plans.areas')}</TableCell>
            <TableCell align="right">{t('plans.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(plans.data ?? []).map((plan) => (
            <TableRow key={plan.id} hover data-testid={`plan-row-${plan.id}`}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{plan.name}</TableCell>
              <TableCell>{plan.users}</TableCell>
              <TableCell>{plan.connections}</TableCell>
              <TableCell>{plan.queues}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatReais(plan.value, i18n.language)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                <Typography variant="body2" color="text.secondary">
                  {PLAN_FEATURES.filter((feature) => plan[feature])
                    .map((feature) => t(`plans.features.${feature}`))
                    .join(', ')}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton size="small" onClick={() => setEditing({ open: true, record: plan })} aria-label={t('plans.edit')} data-testid={`plan-edit-${plan.id}`}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" onClick={() => setDeleting(plan)} aria-label={t('plans.delete')} data-testid={`plan-delete-${plan.id}`}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing.open && <PlanDialog record={editing.record} onClose={() => setEditing({ open: false })} />}
      <ConfirmDeleteDialog open={deleting !== undefined} title={t('plans.deleteTitle', { name: deleting?.name ?? '' })} busy={remove.isPending} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(undefined)} />
    </>
  );
}
