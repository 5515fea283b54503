import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Contact } from '@prosa/contract';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { currentLanguage } from '../../i18n';
import { useSaveContact } from './api';
import { CONTACT_FORM_FIELDS, contactBody, contactFormSchema, contactFormValues, type ContactFormValues } from './contactForm';

interface ContactDialogProps {
  /** Absent when adding. */
  contact: Contact | undefined;
  onClose: () => void;
}

/** The contact modal: name, number, email and the extra info list. */
export function ContactDialog({ contact, onClose }: ContactDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveContact();
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues: contactFormValues(contact) });
  const extra = useFieldArray({ control: form.control, name: 'extraInfo', keyName: 'key' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: contact?.id, body: contactBody(values) });
      toast.success(t('contacts.saved'));
      onClose();
    } catch (error) {
      if (isApiError(error) && ['ERR_DUPLICATED_CONTACT', 'ERR_WAPP_INVALID_CONTACT'].includes(error.code ?? '')) {
        form.setError('number', { type: 'server', message: errorText(error, currentLanguage(), '') });
      }
      if (!applyServerIssues(error, CONTACT_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-dialog-title" data-testid="contact-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="contact-dialog-title">{contact ? t('contacts.dialog.editTitle') : t('contacts.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Typography variant="subtitle2">{t('contacts.dialog.contactData')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                label={t('contacts.fields.name')}
                autoFocus
                required
                fullWidth
                {...form.register('name')}
                error={errors.name !== undefined}
                helperText={fieldMessage(errors.name?.message)}
                slotProps={{ htmlInput: { 'data-testid': 'contact-name' } }}
              />
              <TextField
                label={t('contacts.fields.number')}
                required
                fullWidth
                placeholder="5513912344321"
                {...form.register('number')}
                error={errors.number !== undefined}
                helperText={fieldMessage(errors.number?.message)}
                slotProps={{ htmlInput: { 'data-testid': 'contact-number', inputMode: 'tel' } }}
              />
            </Stack>
            <TextField
              label={t('contacts.fields.email')}
              type="email"
              {...form.register('email')}
              error={errors.email !== undefined}
              helperText={fieldMessage(errors.email?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'contact-email' } }}
            />
            <Typography variant="subtitle2">{t('contacts.dialog.extraInfo')}</Typography>
            {extra.fields.map((field, index) => (
              <Stack key={field.key} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }} data-testid={`contact-extra-${index}`}>
                <TextField
                  size="small"
                  label={t('contacts.fields.extraName')}
                  fullWidth
                  {...form.register(`extraInfo.${index}.name`)}
                  error={errors.extraInfo?.[index]?.name !== undefined}
                  helperText={fieldMessage(errors.extraInfo?.[index]?.name?.message)}
                  slotProps={{ htmlInput: { 'data-testid': `contact-extra-name-${index}` } }}
                />
                <TextField
                  size="small"
                  label={t('contacts.fields.extraValue')}
                  fullWidth
                  {...form.register(`extraInfo.${index}.value`)}
                  slotProps={{ htmlInput: { 'data-testid': `contact-extra-value-${index}` } }}
                />
                <IconButton onClick={() => extra.remove(index)} aria-label={t('contacts.dialog.removeExtra')} data-testid={`contact-extra-remove-${index}`}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Button startIcon={<AddIcon />} onClick={() => extra.append({ name: '', value: '' })} sx={{ alignSelf: 'flex-start' }} data-testid="contact-extra-add">
              {t('contacts.dialog.addExtra')}
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="contact-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="contact-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
