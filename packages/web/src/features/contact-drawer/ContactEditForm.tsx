import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Contact } from '@prosa/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { currentLanguage } from '../../i18n';
import { useSaveContact } from '../contacts/api';
import { CONTACT_FORM_FIELDS, contactBody, contactFormSchema, contactFormValues, type ContactFormValues } from '../contacts/contactForm';

interface ContactEditFormProps {
  contact: Contact;
  /** The saved contact, or undefined when cancelled. */
  onDone: (saved: Contact | undefined) => void;
}

/**
 * Inline edit, with the contacts page's form rules. Extra info is not edited here but travels back
 * unchanged, so saving never drops it.
 */
export function ContactEditForm({ contact, onDone }: ContactEditFormProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveContact();
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues: contactFormValues(contact) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: contact.id, body: contactBody(values) });
      toast.success(t('contacts.saved'));
      onDone(saved);
    } catch (error) {
      if (isApiError(error) && ['ERR_DUPLICATED_CONTACT', 'ERR_WAPP_INVALID_CONTACT'].includes(error.code ?? '')) {
        form.setError('number', { type: 'server', message: errorText(error, currentLanguage(), '') });
        return;
      }
      if (!applyServerIssues(error, CONTACT_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ gap: 2 }} data-testid="contact-drawer-form">
      <Typography variant="subtitle2">{t('contactDrawer.editTitle')}</Typography>
      <TextField
        label={t('contacts.fields.name')}
        size="small"
        required
        autoFocus
        {...form.register('name')}
        error={errors.name !== undefined}
        helperText={fieldMessage(errors.name?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'contact-drawer-form-name' } }}
      />
      <TextField
        label={t('contacts.fields.number')}
        size="small"
        required
        {...form.register('number')}
        error={errors.number !== undefined}
        helperText={fieldMessage(errors.number?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'contact-drawer-form-number', inputMode: 'tel' } }}
      />
      <TextField
        label={t('contacts.fields.email')}
        size="small"
        type="email"
        {...form.register('email')}
        error={errors.email !== undefined}
        helperText={fieldMessage(errors.email?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'contact-drawer-form-email' } }}
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => onDone(undefined)} data-testid="contact-drawer-form-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending} data-testid="contact-drawer-form-save">
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
