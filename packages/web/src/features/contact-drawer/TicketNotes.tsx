import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isAdmin, type TicketNote } from '@prosa/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useCurrentUser } from '../auth/api';
import { useAddNote, useDeleteNote, useTicketNotes } from './api';
import { mayDeleteNote, noteFormSchema, type NoteFormValues } from './noteForm';
import { NoteItem } from './NoteItem';

interface TicketNotesProps {
  ticketId: number;
  contactId: number;
}

/** Ticket notes: add (at least 2 characters) and delete with confirmation. */
export function TicketNotes({ ticketId, contactId }: TicketNotesProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { data: user } = useCurrentUser();
  const notes = useTicketNotes(ticketId, contactId, true);
  const add = useAddNote(ticketId, contactId);
  const remove = useDeleteNote(ticketId, contactId);
  const [deleting, setDeleting] = useState<TicketNote | null>(null);
  const form = useForm<NoteFormValues>({ resolver: zodResolver(noteFormSchema), defaultValues: { note: '' } });
  const { errors } = form.formState;
  const viewer = { id: user?.id ?? 0, admin: user ? isAdmin(user) : false };

  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await add.mutateAsync(note);
      toast.success(t('contactDrawer.notes.added'));
      form.reset({ note: '' });
    } catch (error) {
      if (!applyServerIssues(error, ['note'], form.setError)) toastApiError(error);
    }
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('contactDrawer.notes.deleted'));
    } catch (error) {
      toastApiError(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack component="section" sx={{ gap: 1.5 }} aria-labelledby="contact-drawer-notes-title">
      <Typography id="contact-drawer-notes-title" variant="subtitle2">
        {t('contactDrawer.notes.title')}
      </Typography>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ gap: 1 }}>
        <TextField
          label={t('contactDrawer.notes.label')}
          placeholder={t('contactDrawer.notes.placeholder')}
          size="small"
          multiline
          minRows={2}
          maxRows={6}
          {...form.register('note')}
          error={errors.note !== undefined}
          helperText={fieldMessage(errors.note?.message)}
          slotProps={{ htmlInput: { 'data-testid': 'note-input' } }}
        />
        <Button type="submit" variant="contained" size="small" disabled={add.isPending} sx={{ alignSelf: 'flex-end' }} data-testid="note-add">
          {t('contactDrawer.notes.add')}
        </Button>
      </Stack>
      {notes.isPending ? (
        <CircularProgress size={24} sx={{ alignSelf: 'center' }} />
      ) : notes.isError ? (
        <Alert severity="error" action={<Button onClick={() => void notes.refetch()}>{t('common.retry')}</Button>}>
          {t('common.loadFailed')}
        </Alert>
      ) : notes.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="notes-empty">
          {t('contactDrawer.notes.empty')}
        </Typography>
      ) : (
        <List disablePadding data-testid="notes-list">
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} onDelete={mayDeleteNote(note, viewer) ? () => setDeleting(note) : undefined} />
          ))}
        </List>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('contactDrawer.notes.deleteTitle')}
        message={t('common.confirmDelete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
