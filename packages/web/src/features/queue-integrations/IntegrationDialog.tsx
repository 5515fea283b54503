import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DIALOGFLOW_LANGUAGES, QUEUE_INTEGRATION_TYPES, type QueueIntegration } from '@prosa/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSaveIntegration, useTestDialogflowSession } from './api';
import { INTEGRATION_FORM_FIELDS, integrationBody, integrationFormSchema, integrationFormValues, type IntegrationFormValues } from './integrationForm';

/** The dialog with a type selector and the fields of that type. */
export function IntegrationDialog({ record, onClose }: { record: QueueIntegration | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveIntegration();
  const form = useForm<IntegrationFormValues>({ resolver: zodResolver(integrationFormSchema) as never, defaultValues: integrationFormValues(record) });
  const { errors } = form.formState;
  const type = form.watch('type');
  const testSession = useTestDialogflowSession();

  const runTest = async () => {
    const values = form.getValues();
    try {
      const answer = await testSession.mutateAsync({ projectName: values.projectName.trim(), jsonContent: values.jsonContent, language: values.language });
      toast.success(t('integrations.testReply', { reply: answer.reply || t('integrations.testNoReply') }));
    } catch (error) {
      if (!applyServerIssues(error, INTEGRATION_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: record?.id, body: integrationBody(values) });
      toast.success(t('integrations.saved'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, INTEGRATION_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  const field = (name: keyof IntegrationFormValues, extra: { multiline?: boolean; minRows?: number; required?: boolean; numeric?: boolean } = {}) => (
    <TextField
      label={t(`integrations.fields.${name}`)}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.minRows}
      error={errors[name] !== undefined}
      helperText={fieldMessage(errors[name]?.message)}
      slotProps={{ htmlInput: { 'data-testid': `integration-${name}`, ...(extra.numeric ? { inputMode: 'numeric' } : {}) } }}
      {...form.register(name)}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="integration-dialog-title" data-testid="integration-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="integration-dialog-title">{record ? t('integrations.dialog.editTitle') : t('integrations.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField select label={t('integrations.fields.type')} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'integration-type' }, inputLabel: { shrink: true } }} {...form.register('type')}>
              {QUEUE_INTEGRATION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`integrations.types.${value}`)}
                </option>
              ))}
            </TextField>
            {field('name', { required: true })}
            {type === 'dialogflow' ? (
              <>
                {field('projectName', { required: true })}
                {field('jsonContent', { multiline: true, minRows: 4, required: true })}
                <TextField select label={t('integrations.fields.language')} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'integration-language' }, inputLabel: { shrink: true } }} {...form.register('language')}>
                  {DIALOGFLOW_LANGUAGES.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </TextField>
                <Button variant="outlined" onClick={() => void runTest()} disabled={testSession.isPending} data-testid="integration-test-session">
                  {t('integrations.testSession')}
                </Button>
              </>
            ) : (
              field('urlN8N', { required: true })
            )}
            {type === 'typebot' && (
              <>
                {field('typebotSlug', { required: true })}
                <Stack direction="row" sx={{ gap: 2 }}>
                  {field('typebotExpires', { numeric: true })}
                  {field('typebotDelayMessage', { numeric: true })}
                </Stack>
                <Stack direction="row" sx={{ gap: 2 }}>
                  {field('typebotKeywordFinish')}
                  {field('typebotKeywordRestart')}
                </Stack>
                {field('typebotRestartMessage')}
                {field('typebotUnknownMessage')}
              </>
            )}
            {record && (record.type === 'n8n' || record.type === 'webhook') && record.webhookSecret && (
              <TextField
                label={t('integrations.fields.webhookSecret')}
                value={record.webhookSecret}
                helperText={t('integrations.secretHint')}
                slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'integration-webhookSecret' } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="integration-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="integration-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
