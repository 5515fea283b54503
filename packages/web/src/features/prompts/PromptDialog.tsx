import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROMPT_VOICES, type Prompt } from '@prosa/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useQueues } from '../queues/api';
import { useSavePrompt } from './api';
import { PROMPT_FORM_FIELDS, promptBody, promptFormSchema, promptFormValues, type PromptFormValues } from './promptForm';

/** Prompts dialog: name, API key (show/hide), prompt, queue, voice and its key and region, temperature, max tokens, max messages. */
export function PromptDialog({ record, onClose }: { record: Prompt | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSavePrompt();
  const queues = useQueues();
  const [showKey, setShowKey] = useState(false);
  const form = useForm<PromptFormValues>({ resolver: zodResolver(promptFormSchema(record === undefined)) as never, defaultValues: promptFormValues(record) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: record?.id, body: promptBody(values, record) });
      toast.success(t('prompts.saved'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, PROMPT_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  const field = (name: keyof PromptFormValues, extra: { multiline?: boolean; minRows?: number; required?: boolean; numeric?: boolean } = {}) => (
    <TextField
      label={t(`prompts.fields.${name}`)}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.minRows}
      fullWidth
      error={errors[name] !== undefined}
      helperText={fieldMessage(errors[name]?.message)}
      slotProps={{ htmlInput: { 'data-testid': `prompt-${name}`, ...(extra.numeric ? { inputMode: 'decimal' } : {}) } }}
      {...form.register(name)}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="prompt-dialog-title" data-testid="prompt-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="prompt-dialog-title">{record ? t('prompts.dialog.editTitle') : t('prompts.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {field('name', { required: true })}
            <TextField
              label={t('prompts.fields.apiKey')}
              required={record === undefined}
              type={showKey ? 'text' : 'password'}
              autoComplete="off"
              error={errors.apiKey !== undefined}
              helperText={fieldMessage(errors.apiKey?.message) ?? (record ? t('prompts.keyKept') : undefined)}
              slotProps={{
                htmlInput: { 'data-testid': 'prompt-apiKey' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton onClick={() => setShowKey((shown) => !shown)} aria-label={t(showKey ? 'prompts.hideKey' : 'prompts.showKey')} edge="end">
                        {showKey ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
              {...form.register('apiKey')}
            />
            {field('prompt', { multiline: true, minRows: 5, required: true })}
            <TextField
              select
              required
              label={t('prompts.fields.queueId')}
              error={errors.queueId !== undefined}
              helperText={errors.queueId?.message}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'prompt-queueId' }, inputLabel: { shrink: true } }}
              {...form.register('queueId')}
            >
              <option value="" />
              {(queues.data ?? []).map((queue) => (
                <option key={queue.id} value={queue.id}>
                  {queue.name}
                </option>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField select fullWidth label={t('prompts.fields.voice')} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'prompt-voice' }, inputLabel: { shrink: true } }} {...form.register('voice')}>
                {PROMPT_VOICES.map((voice) => (
                  <option key={voice} value={voice}>
                    {voice === 'texto' ? t('prompts.textVoice') : voice.replace(/^pt-BR-|Neural$/g, '')}
                  </option>
                ))}
              </TextField>
              {field('voiceKey')}
              {field('voiceRegion')}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              {field('temperature', { numeric: true })}
              {field('maxTokens', { numeric: true })}
              {field('maxMessages', { numeric: true })}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              {field('model')}
              {field('baseUrl')}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="prompt-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="prompt-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
