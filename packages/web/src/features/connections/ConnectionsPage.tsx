import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Whatsapp } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PageLoading } from '../../app/components/PageLoading';
import { PageTitle } from '../../app/components/PageTitle';
import { toastApiError } from '../../api/toastApiError';
import { useConnections, useDeleteConnection, useSessionAction } from './api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ConnectionDialog } from './ConnectionDialog';
import type { RowCommand } from './ConnectionRow';
import { ConnectionsTable } from './ConnectionsTable';
import { QrCodeDialog } from './QrCodeDialog';
import { useConnectionPermissions } from './useConnectionPermissions';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: number };
type Confirming = { kind: 'delete' | 'disconnect'; connection: Whatsapp } | undefined;

/** The company's WhatsApp connections, their sessions and their settings. */
export function ConnectionsPage() {
  const { t } = useTranslation();
  const permissions = useConnectionPermissions();
  const connections = useConnections();
  const session = useSessionAction();
  const remove = useDeleteConnection();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [qrId, setQrId] = useState<number | undefined>(undefined);
  // The question stays filled while the dialog fades out; `confirmOpen` alone opens and closes it.
  const [confirming, setConfirming] = useState<Confirming>(undefined);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const runSession = (kind: 'retry' | 'newQr' | 'disconnect', id: number) =>
    session.mutateAsync({ kind, id }).catch(toastApiError);

  const onCommand = (command: RowCommand, connection: Whatsapp) => {
    switch (command) {
      case 'qr':
        setQrId(connection.id);
        return;
      case 'retry':
      case 'newQr':
        void runSession(command, connection.id);
        return;
      case 'disconnect':
      case 'delete':
        setConfirming({ kind: command, connection });
        setConfirmOpen(true);
        return;
      case 'edit':
        setEditing({ mode: 'edit', id: connection.id });
        return;
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, connection } = confirming;
    if (kind === 'disconnect') {
      await runSession('disconnect', connection.id);
      setConfirmOpen(false);
      return;
    }
    try {
      await remove.mutateAsync(connection.id);
      toast.success(t('connections.toasts.deleted'));
      setConfirmOpen(false);
    } catch (error) {
      toastApiError(error);
    }
  };

  const busyId = session.isPending ? session.variables?.id : undefined;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t('menu.connections')}</PageTitle>
        {permissions.add && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ mode: 'create' })}
            data-testid="connections-add"
            sx={{ mb: 2 }}
          >
            {t('connections.add')}
          </Button>
        )}
      </Stack>

      {connections.isPending && <PageLoading />}
      {connections.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void connections.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')}
        </Alert>
      )}
      {connections.data && (
        <ConnectionsTable
          connections={connections.data}
          permissions={permissions}
          busyId={busyId}
          onCommand={onCommand}
        />
      )}

      {editing.mode !== 'closed' && (
        <ConnectionDialog
          connectionId={editing.mode === 'edit' ? editing.id : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      {qrId !== undefined && <QrCodeDialog connectionId={qrId} onClose={() => setQrId(undefined)} />}
      <ConfirmDialog
        open={confirmOpen && confirming !== undefined}
        title={
          confirming?.kind === 'disconnect'
            ? t('connections.confirm.disconnectTitle', { name: confirming.connection.name })
            : t('connections.confirm.deleteTitle', { name: confirming?.connection.name ?? '' })
        }
        message={confirming?.kind === 'disconnect' ? t('connections.confirm.disconnectMessage') : t('common.confirmDelete')}
        confirmLabel={confirming?.kind === 'disconnect' ? t('connections.buttons.disconnect') : t('connections.actions.delete')}
        testId={confirming?.kind === 'disconnect' ? 'confirm-disconnect' : 'confirm-delete'}
        busy={remove.isPending || session.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
