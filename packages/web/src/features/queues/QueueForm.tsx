import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Queue } from '@prosa/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { toastApiError } from '../../api/toastApiError';
import { ColorPaletteField } from '../../components/ColorPaletteField';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { currentLanguage } from '../../i18n';
import { AttachmentControl } from './AttachmentControl';
import { useQueueMedia, useSaveQueue, type NamedItem } from './api';
import { QueueOptionsEditor } from './QueueOptionsEditor';
import { buildQueueBody, QUEUE_FORM_FIELDS, queueFormSchema, queueFormValues, type QueueFormValues } from './queueForm';
import { firstFreeColor } from './queuePalette';
import { ScheduleFields } from './ScheduleFields';

/** The queue form waits 400 ms before sending (a double click sends once). */
const SUBMIT_DELAY_MS = 400;

interface QueueFormProps {
  record: Queue | undefined;
  /** Colours of the company's other queues (unique per company). */
  otherColors: readonly string[];
  showHours: boolean;
  integrations: readonly NamedItem[];
  prompts: readonly NamedItem[];
  onDone: () => void;
}

export function QueueForm({ record, otherColors, showHours, integrations, prompts, onDone }: QueueFormProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveQueue();
  const media = useQueueMedia();
  const [tab, setTab] = useState<'data' | 'hours'>('data');
  const form = useForm<QueueFormValues>({ resolver: zodResolver(queueFormSchema), defaultValues: queueFormValues(record, firstFreeColor(otherColors)) });
  const { register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(
    async (values) => {
      await new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
      try {
        await save.mutateAsync({ id: record?.id, body: buildQueueBody(values, { integrations: integrations.length > 0, prompts: prompts.length > 0 }) });
        toast.success(t('queues.toasts.saved'));
        onDone();
      } catch (error) {
        if (isApiError(error) && error.code === 'ERR_QUEUE_COLOR_ALREADY_EXISTS') {
          setTab('data');
          form.setError('color', { type: 'server', message: errorText(error, currentLanguage(), '') }, { shouldFocus: true });
        }
        if (!applyServerIssues(error, QUEUE_FORM_FIELDS, form.setError)) toastApiError(error);
      }
    },
    (invalid) => {
      if (showHours && !invalid.name && !invalid.color && (invalid.schedules || invalid.outOfHoursMessage)) setTab('hours');
      else setTab('data');
    },
  );

  const attach = async (file: File | null) => {
    if (!record) return;
    try {
      await media.mutateAsync({ id: record.id, file });
      toast.success(t(file ? 'queues.toasts.mediaSaved' : 'queues.toasts.mediaRemoved'));
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        {showHours && (
          <Tabs value={tab} onChange={(_event, value: 'data' | 'hours') => setTab(value)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="data" label={t('queues.tabs.data')} data-testid="queue-tab-data" />
            <Tab value="hours" label={t('queues.tabs.hours')} data-testid="queue-tab-hours" />
          </Tabs>
        )}
        <DialogContent dividers>
          <Box sx={{ display: tab === 'data' ? 'grid' : 'none', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t('queues.form.name')}
              required
              autoFocus
              autoComplete="off"
              error={errors.name !== undefined}
              helperText={fieldMessage(errors.name?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'queue-name', maxLength: 60 } }}
              {...register('name')}
            />
            <TextField
              label={t('queues.form.orderQueue')}
              inputMode="numeric"
              error={errors.orderQueue !== undefined}
              helperText={fieldMessage(errors.orderQueue?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'queue-orderQueue', maxLength: 8 } }}
              {...register('orderQueue')}
            />
            <ColorPaletteField label={t('queues.form.color')} testId="queue-color" taken={otherColors} />
            <TextField
              label={t('queues.form.greetingMessage')}
              multiline
              minRows={3}
              sx={{ gridColumn: '1 / -1' }}
              error={errors.greetingMessage !== undefined}
              helperText={fieldMessage(errors.greetingMessage?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'queue-greetingMessage' } }}
              {...register('greetingMessage')}
            />
            {integrations.length > 0 && (
              <TextField
                select
                label={t('queues.form.integration')}
                slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'queue-integration' }, inputLabel: { shrink: true } }}
                {...register('integrationId')}
              >
                <option value="">{t('queues.form.none')}</option>
                {integrations.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </TextField>
            )}
            {prompts.length > 0 && (
              <TextField
                select
                label={t('queues.form.prompt')}
                slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'queue-prompt' }, inputLabel: { shrink: true } }}
                {...register('promptId')}
              >
                <option value="">{t('queues.form.none')}</option>
                {prompts.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </TextField>
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Divider sx={{ mb: 2 }} />
              {record ? (
                <>
                  <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
                    {t('queues.attachment.title')}
                  </Typography>
                  <AttachmentControl
                    mediaName={record.mediaName}
                    mediaUrl={record.mediaUrl}
                    busy={media.isPending}
                    testId="queue"
                    onPick={(file) => void attach(file)}
                    onRemove={() => void attach(null)}
                  />
                  <Divider sx={{ my: 2 }} />
                  <QueueOptionsEditor queueId={record.id} />
                </>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="queue-save-first">
                  {t('queues.attachment.saveFirst')}
                </Typography>
              )}
            </Box>
          </Box>
          {showHours && (
            <Box sx={{ display: tab === 'hours' ? 'block' : 'none' }}>
              <ScheduleFields />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onDone} data-testid="queue-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="queue-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
