import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { useApiTestSend } from './api';
import { apiTestErrors, EMPTY_API_TEST, type ApiTestErrors, type ApiTestKind, type ApiTestValues } from './apiTestForm';

/** One test form of the API page: token, number and a message (text) or a file (media). */
export function ApiTestForm({ kind }: { kind: ApiTestKind }) {
  const { t } = useTranslation();
  const send = useApiTestSend(kind);
  const [values, setValues] = useState<ApiTestValues>(EMPTY_API_TEST);
  const [errors, setErrors] = useState<ApiTestErrors>({});
  const [fileInputKey, setFileInputKey] = useState(0);
  const testId = `messages-api-${kind}`;

  const change = (field: 'token' | 'number' | 'body', value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: keyof ApiTestErrors) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = apiTestErrors(kind, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await send.mutateAsync(values);
      toast.success(t('messagesApi.sent'));
      // The token and number stay for the next test; the message and the file are cleared.
      setValues((current) => ({ ...current, body: '', file: null }));
      setFileInputKey((key) => key + 1);
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t(kind === 'text' ? 'messagesApi.textTest' : 'messagesApi.mediaTest')}
      </Typography>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
        <Stack sx={{ gap: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('messagesApi.fields.token')}
              required
              fullWidth
              value={values.token}
              onChange={(event) => change('token', event.target.value)}
              error={errors.token !== undefined}
              helperText={errorOf('token')}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-token` } }}
            />
            <TextField
              label={t('messagesApi.fields.number')}
              required
              fullWidth
              value={values.number}
              onChange={(event) => change('number', event.target.value)}
              error={errors.number !== undefined}
              helperText={errorOf('number') ?? t('messagesApi.numberHint')}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-number`, inputMode: 'numeric' } }}
            />
          </Stack>
          <TextField
            label={t(kind === 'text' ? 'messagesApi.fields.body' : 'messagesApi.fields.caption')}
            required={kind === 'text'}
            multiline
            minRows={2}
            value={values.body}
            onChange={(event) => change('body', event.target.value)}
            error={errors.body !== undefined}
            helperText={errorOf('body')}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-body` } }}
          />
          {kind === 'media' && (
            <Stack sx={{ gap: 0.5 }}>
              <input
                key={fileInputKey}
                type="file"
                aria-label={t('messagesApi.fields.file')}
                data-testid={`${testId}-file`}
                onChange={(event) => setValues((current) => ({ ...current, file: event.target.files?.[0] ?? null }))}
              />
              {errors.file && (
                <Typography variant="caption" color="error">
                  {t(errors.file)}
                </Typography>
              )}
            </Stack>
          )}
          <div>
            <Button type="submit" variant="contained" disabled={send.isPending} data-testid={`${testId}-send`}>
              {t('messagesApi.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
