import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ContactListItem } from '@prosa/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSaveContactListItem } from './api';
import { CONTACT_LIST_ITEM_FORM_FIELDS, contactListItemBody, contactListItemFormSchema, contactListItemFormValues, type ContactListItemFormValues } from './contactListItemForm';

interface ContactListItemDialogProps {
  contactListId: number;
  /** Absent when adding. */
  item: ContactListItem | undefined;
  onClose: () => void;
}

/** Add or edit one person of a contact list; the server checks the number with WhatsApp afterwards. */
export function ContactListItemDialog({ contactListId, item, onClose }: ContactListItemDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveContactListItem(contactListId);
  const form = useForm<ContactListItemFormValues>({ resolver: zodResolver(contactListItemFormSchema), defaultValues: contactListItemFormValues(item) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: item?.id, body: contactListItemBody(values) });
      toast.success(t('contactListItems.saved'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, CONTACT_LIST_ITEM_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  const field = (name: (typeof CONTACT_LIST_ITEM_FORM_FIELDS)[number], extra: { autoFocus?: boolean; required?: boolean; type?: string } = {}) => (
    <TextField
      label={t(`contactListItems.fields.${name}`)}
      fullWidth
      margin="dense"
      {...extra}
      {...form.register(name)}
      error={errors[name] !== undefined}
      helperText={fieldMessage(errors[name]?.message)}
      slotProps={{ htmlInput: { 'data-testid': `contact-list-item-${name}` } }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-list-item-dialog-title" data-testid="contact-list-item-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="contact-list-item-dialog-title">{item ? t('contactListItems.dialog.editTitle') : t('contactListItems.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          {field('name', { autoFocus: true, required: true })}
          {field('number', { required: true, type: 'tel' })}
          {field('email', { type: 'email' })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="contact-list-item-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="contact-list-item-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
