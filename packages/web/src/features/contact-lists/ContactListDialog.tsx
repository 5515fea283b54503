import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ContactListRecord } from '@prosa/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSaveContactList } from './api';
import { CONTACT_LIST_FORM_FIELDS, contactListFormSchema, type ContactListFormValues } from './contactListForm';

interface ContactListDialogProps {
  /** Absent when adding. */
  contactList: ContactListRecord | undefined;
  onClose: () => void;
}

/** Add or rename a contact list. */
export function ContactListDialog({ contactList, onClose }: ContactListDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveContactList();
  const form = useForm<ContactListFormValues>({ resolver: zodResolver(contactListFormSchema), defaultValues: { name: contactList?.name ?? '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: contactList?.id, body: { name: values.name.trim() } });
      toast.success(t('contactLists.saved'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, CONTACT_LIST_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-list-dialog-title" data-testid="contact-list-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="contact-list-dialog-title">{contactList ? t('contactLists.dialog.editTitle') : t('contactLists.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('contactLists.fields.name')}
            autoFocus
            required
            fullWidth
            margin="dense"
            {...form.register('name')}
            error={errors.name !== undefined}
            helperText={fieldMessage(errors.name?.message)}
            slotProps={{ htmlInput: { 'data-testid': 'contact-list-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="contact-list-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="contact-list-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
