import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useConnection, usePromptOptions, useQueueOptions } from './api';
import { ConnectionForm } from './ConnectionForm';

interface ConnectionDialogProps {
  /** The connection being edited; undefined creates a new one. */
  connectionId: number | undefined;
  onClose: () => void;
}

/** The create/edit dialog. Editing loads the record fresh, secrets included (admins only). */
export function ConnectionDialog({ connectionId, onClose }: ConnectionDialogProps) {
  const { t } = useTranslation();
  const editing = connectionId !== undefined;
  const record = useConnection(connectionId);
  const queues = useQueueOptions(true);
  const prompts = usePromptOptions(true);

  const ready = (!editing || record.data !== undefined) && !queues.isPending && !prompts.isPending;
  const failed = (editing && record.isError) || queues.isError;

  return (
    <FormDialog testId="connection-dialog" title={editing ? t('connections.dialog.editTitle') : t('connections.dialog.addTitle')} maxWidth="md" ready={ready} failed={failed} onClose={onClose}>
      <ConnectionForm record={record.data} queues={queues.data ?? []} prompts={prompts.data ?? []} onDone={onClose} />
    </FormDialog>
  );
}
