import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Contact } from '@prosa/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { ChoiceOptions, nativeSelect } from './nativeSelect';
import { useCreateTicket } from './api';
import { ContactSearchField } from './ContactSearchField';
import { HeldTicketNotice } from './HeldTicketNotice';
import { heldTicketOf, type HeldTicket } from './ticketChoices';
import { newTicketBody, newTicketFormSchema, type NewTicketFields, type NewTicketInput } from './ticketForms';

interface NewTicketFormProps {
  viewerId: number;
  admin: boolean;
  queues: readonly { id: number; name: string }[];
  connections: readonly { id: number; name: string }[];
  defaultWhatsappId: number | null;
  onClose: () => void;
}


export function NewTicketForm({ viewerId, admin, queues, connections, defaultWhatsappId, onClose }: NewTicketFormProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [contact, setContact] = useState<Contact | null>(null);
  const [held, setHeld] = useState<Extract<HeldTicket, { kind: 'other' }> | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<NewTicketInput, unknown, NewTicketFields>({
    resolver: zodResolver(newTicketFormSchema(admin)),
    defaultValues: {
      contactId: null,
      // A user with a single queue has nothing to choose.
      queueId: !admin && queues.length === 1 ? String(queues[0]!.id) : '',
      whatsappId: defaultWhatsappId === null ? '' : String(defaultWhatsappId),
    },
  });
  const { errors } = formState;

  const open = (uuid: string) => {
    onClose();
    void navigate(`/tickets/${uuid}`);
  };

  const submit = handleSubmit(async (fields) => {
    setHeld(null);
    try {
      open((await create.mutateAsync(newTicketBody(fields, viewerId))).uuid);
    } catch (error) {
      const holder = heldTicketOf(error, viewerId);
      if (holder?.kind === 'mine') open(holder.uuid);
      else if (holder) setHeld(holder);
      else if (!applyServerIssues(error, ['contactId', 'queueId', 'whatsappId'], setError)) toastApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Controller
            control={control}
            name="contactId"
            render={({ field }) => (
              <ContactSearchField
                value={contact}
                onChange={(chosen) => {
                  setContact(chosen);
                  setHeld(null);
                  field.onChange(chosen?.id ?? null);
                }}
                error={fieldMessage(errors.contactId?.message)}
              />
            )}
          />
          <TextField
            label={t('ticketModals.fields.queue')}
            select
            required={!admin}
            fullWidth
            {...register('queueId', { onChange: () => setHeld(null) })}
            error={errors.queueId !== undefined}
            helperText={fieldMessage(errors.queueId?.message)}
            slotProps={nativeSelect('new-ticket-queue')}
          >
            <option value="">{admin ? t('ticketModals.fields.noQueue') : t('ticketModals.fields.chooseQueue')}</option>
            <ChoiceOptions choices={queues} />
          </TextField>
          <TextField
            label={t('ticketModals.fields.connection')}
            select
            required
            fullWidth
            {...register('whatsappId', { onChange: () => setHeld(null) })}
            error={errors.whatsappId !== undefined}
            helperText={fieldMessage(errors.whatsappId?.message)}
            slotProps={nativeSelect('new-ticket-connection')}
          >
            <ChoiceOptions choices={connections} blank={t('ticketModals.fields.chooseConnection')} />
          </TextField>
          {held ? <HeldTicketNotice held={held} /> : null}
          {!admin && queues.length === 0 ? <Alert severity="info">{t('ticketModals.newTicket.noQueues')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="new-ticket-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending} data-testid="new-ticket-submit">
          {t('ticketModals.newTicket.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
