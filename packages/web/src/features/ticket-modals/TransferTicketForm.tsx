import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Ticket } from '@prosa/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { ChoiceOptions, nativeSelect } from './nativeSelect';
import { useTransferTicket } from './api';
import { leavesCaller, transferBody, usersOfQueue } from './ticketChoices';
import { idOrNull, transferFormSchema, type TransferFields } from './ticketForms';

interface Named {
  id: number;
  name: string;
}

interface TransferTicketFormProps {
  ticket: Ticket;
  viewerId: number;
  queues: readonly Named[];
  users: readonly (Named & { queues: readonly { id: number }[] })[];
  connections: readonly Named[];
  onClose: () => void;
}


export function TransferTicketForm({ ticket, viewerId, queues, users, connections, onClose }: TransferTicketFormProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const transfer = useTransferTicket();
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<TransferFields>({
    resolver: zodResolver(transferFormSchema),
    defaultValues: {
      queueId: ticket.queueId === null ? '' : String(ticket.queueId),
      userId: '',
      whatsappId: ticket.whatsappId === null ? '' : String(ticket.whatsappId),
    },
  });
  const { errors } = formState;
  const candidates = usersOfQueue(users, idOrNull(watch('queueId')));

  const submit = handleSubmit(async (fields) => {
    const body = transferBody({ queueId: Number(fields.queueId), userId: idOrNull(fields.userId), whatsappId: idOrNull(fields.whatsappId) });
    try {
      await transfer.mutateAsync({ ticketId: ticket.id, body });
      toast.success(t('ticketModals.transfer.done'));
      onClose();
      if (leavesCaller(body.userId, viewerId)) void navigate('/tickets');
    } catch (error) {
      if (!applyServerIssues(error, ['queueId', 'userId', 'whatsappId'], setError)) toastApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('ticketModals.fields.queue')}
            select
            required
            fullWidth
            autoFocus
            // A user of the old queue may not belong to the new one.
            {...register('queueId', { onChange: () => setValue('userId', '') })}
            error={errors.queueId !== undefined}
            helperText={fieldMessage(errors.queueId?.message)}
            slotProps={nativeSelect('transfer-queue')}
          >
            <ChoiceOptions choices={queues} blank={t('ticketModals.fields.chooseQueue')} />
          </TextField>
          <TextField
            label={t('ticketModals.fields.user')}
            select
            fullWidth
            {...register('userId')}
            helperText={t('ticketModals.transfer.userHint')}
            slotProps={nativeSelect('transfer-user')}
          >
            <ChoiceOptions choices={candidates} blank={t('ticketModals.fields.noUser')} />
          </TextField>
          <TextField label={t('ticketModals.fields.connection')} select fullWidth {...register('whatsappId')} slotProps={nativeSelect('transfer-connection')}>
            {ticket.whatsappId === null ? <option value="">{t('ticketModals.fields.chooseConnection')}</option> : null}
            <ChoiceOptions choices={connections} />
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="transfer-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={transfer.isPending} data-testid="transfer-submit">
          {t('ticketModals.transfer.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
