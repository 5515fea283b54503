import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Contact, Schedule } from '@prosa/contract';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { ContactSearchField } from '../ticket-modals/ContactSearchField';
import { useSaveSchedule } from './api';
import { isAcceptedImage, SCHEDULE_FILE_ACCEPT, SCHEDULE_FORM_FIELDS, scheduleBody, scheduleFormSchema, scheduleFormValues, type ScheduleFormValues } from './scheduleForm';

interface ScheduleDialogProps {
  /** Absent when adding. */
  record: Schedule | undefined;
  /** The contact a new schedule starts with (the conversation's, or `?contactId=`). */
  contact: Contact | null;
  /** The conversation the schedule comes from, if any. */
  ticketId?: number | undefined;
  onClose: () => void;
}

/**
 * Contact, message, date and time (now + 1 hour by default) and one image. A
 * sent schedule opens read-only with its status.
 */
export function ScheduleDialog({ record, contact, ticketId, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveSchedule();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [dropMedia, setDropMedia] = useState(false);
  const readOnly = record !== undefined && record.status !== 'PENDENTE';
  const initialContact = record ? ({ ...record.contact } as Contact) : contact;
  const form = useForm<ScheduleFormValues>({ resolver: zodResolver(scheduleFormSchema), defaultValues: scheduleFormValues(record, initialContact, new Date()) });
  const { errors } = form.formState;
  const shownName = file ? file.name : dropMedia ? null : (record?.mediaName ?? null);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: record?.id, body: scheduleBody(values, ticketId ?? record?.ticketId ?? undefined), file, dropMedia });
      toast.success(t('schedules.saved'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, SCHEDULE_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  const title = readOnly ? t('schedules.dialog.viewTitle') : record ? t('schedules.dialog.editTitle') : t('schedules.dialog.addTitle');
  return (
    <Dialog open onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} fullWidth maxWidth="sm" aria-labelledby="schedule-dialog-title" data-testid="schedule-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="schedule-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {record && record.status !== 'PENDENTE' && (
              <Alert severity={record.status === 'ERRO' ? 'error' : 'success'} data-testid="schedule-status">
                {t(`schedules.status.${record.status}`)}
                {record.sentAt ? ` — ${new Date(record.sentAt).toLocaleString()}` : ''}
                {record.error ? ` — ${record.error}` : ''}
              </Alert>
            )}
            {readOnly ? (
              <TextField label={t('schedules.fields.contact')} value={`${record.contact.name} - ${record.contact.number}`} slotProps={{ htmlInput: { readOnly: true } }} />
            ) : (
              <Controller control={form.control} name="contact" render={({ field }) => <ContactSearchField value={field.value} onChange={field.onChange} error={fieldMessage(errors.contact?.message)} />} />
            )}
            <TextField
              label={t('schedules.fields.body')}
              multiline
              rows={6}
              required
              {...form.register('body')}
              error={errors.body !== undefined}
              helperText={fieldMessage(errors.body?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'schedule-body', readOnly } }}
            />
            <TextField
              label={t('schedules.fields.sendAt')}
              type="datetime-local"
              required
              {...form.register('sendAt')}
              error={errors.sendAt !== undefined}
              helperText={fieldMessage(errors.sendAt?.message)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-send-at', readOnly, step: 1 } }}
            />
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <input
                ref={fileInput}
                type="file"
                hidden
                accept={SCHEDULE_FILE_ACCEPT}
                data-testid="schedule-file"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (!chosen) return;
                  if (isAcceptedImage(chosen.name)) setFile(chosen);
                  else toast.error(t('schedules.imageOnly'));
                }}
              />
              {!readOnly && (
                <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()} data-testid="schedule-attach">
                  {t('schedules.fields.attach')}
                </Button>
              )}
              {shownName && (
                <Chip
                  label={shownName}
                  {...(readOnly
                    ? {}
                    : {
                        onDelete: () => {
                          setFile(undefined);
                          if (record?.mediaName) setDropMedia(true);
                        },
                      })}
                />
              )}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="schedule-cancel">
            {readOnly ? t('schedules.close') : t('schedules.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={save.isPending} data-testid="schedule-save">
              {t('schedules.save')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
