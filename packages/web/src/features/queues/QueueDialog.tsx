import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useIntegrationOptions, usePromptOptions, useQueues, useScheduleType } from './api';
import { QueueForm } from './QueueForm';

interface QueueDialogProps {
  /** The queue being edited; undefined creates a new one. */
  queueId: number | undefined;
  onClose: () => void;
}

/** Add and edit: the hours tab only when the company's `scheduleType` is `queue`. */
export function QueueDialog({ queueId, onClose }: QueueDialogProps) {
  const { t } = useTranslation();
  const queues = useQueues();
  const scheduleType = useScheduleType();
  const integrations = useIntegrationOptions();
  const prompts = usePromptOptions();
  const record = queueId === undefined ? undefined : queues.data?.find((queue) => queue.id === queueId);
  const ready = queues.data !== undefined && !scheduleType.isPending && !integrations.isPending && !prompts.isPending;
  const failed = queues.isError || scheduleType.isError || (ready && queueId !== undefined && !record);

  return (
    <FormDialog testId="queue-dialog" title={queueId === undefined ? t('queues.dialog.addTitle') : t('queues.dialog.editTitle')} maxWidth="md" ready={ready} failed={failed} onClose={onClose}>
      <QueueForm
        record={record}
        otherColors={(queues.data ?? []).filter((queue) => queue.id !== queueId).map((queue) => queue.color)}
        showHours={scheduleType.data === 'queue'}
        integrations={integrations.data ?? []}
        prompts={prompts.data ?? []}
        onDone={onClose}
      />
    </FormDialog>
  );
}
