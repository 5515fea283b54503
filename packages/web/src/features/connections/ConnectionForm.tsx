import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { Whatsapp } from '@prosa/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { currentLanguage } from '../../i18n';
import { useSaveConnection, type PromptOption, type QueueOption } from './api';
import {
  buildWhatsappBody,
  CONNECTION_FORM_FIELDS,
  connectionFormSchema,
  connectionFormValues,
  type ConnectionFormValues,
} from './connectionForm';
import { BotSection } from './sections/BotSection';
import { FormSection } from './sections/FormSection';
import { GeneralSection } from './sections/GeneralSection';
import { GeneratedTokenField } from './sections/GeneratedTokenField';
import { MessagesSection } from './sections/MessagesSection';
import { ProviderSection } from './sections/ProviderSection';
import { QueuesSection } from './sections/QueuesSection';

/** Refusals about one field: shown under it as well as in the toast. */
const FIELD_OF_CODE: Partial<Record<string, keyof ConnectionFormValues>> = {
  ERR_WAPP_NAME_IN_USE: 'name',
  ERR_WAPP_TOKEN_IN_USE: 'token',
  ERR_WAPP_GREETING_REQUIRED: 'greetingMessage',
};

interface ConnectionFormProps {
  /** Absent when creating. */
  record: Whatsapp | undefined;
  queues: readonly QueueOption[];
  prompts: readonly PromptOption[];
  onDone: () => void;
}

/** Every field of a connection, saved with `POST` or `PUT /whatsapp`. */
export function ConnectionForm({ record, queues, prompts, onDone }: ConnectionFormProps) {
  const { t } = useTranslation();
  const save = useSaveConnection();
  const form = useForm<ConnectionFormValues>({
    resolver: zodResolver(connectionFormSchema),
    defaultValues: connectionFormValues(record),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: record?.id, body: buildWhatsappBody(values, { promptsAvailable: prompts.length > 0 }) });
      toast.success(t('connections.toasts.saved'));
      onDone();
    } catch (error) {
      const field = isApiError(error) && error.code ? FIELD_OF_CODE[error.code] : undefined;
      if (field) form.setError(field, { type: 'server', message: errorText(error, currentLanguage(), '') }, { shouldFocus: true });
      if (!applyServerIssues(error, CONNECTION_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack sx={{ gap: 3 }}>
            <GeneralSection />
            <ProviderSection />
            <MessagesSection />
            <QueuesSection queues={queues} prompts={prompts} />
            <BotSection />
            <FormSection title={t('connections.form.sections.api')}>
              <GeneratedTokenField
                name="token"
                label={t('connections.form.token')}
                helper={t('connections.form.hints.token')}
                testId="connection-token"
              />
            </FormSection>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onDone} data-testid="connection-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="connection-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
