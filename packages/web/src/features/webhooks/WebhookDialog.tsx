import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { WEBHOOK_EVENTS, webhookSubscriptionBodySchema, type WebhookEvent, type WebhookSubscription } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSaveWebhook } from './api';

/** Add or edit a subscription: the URL, its events, on/off; the secret is shown once it exists. */
export function WebhookDialog({ record, onClose }: { record: WebhookSubscription | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveWebhook();
  const [url, setUrl] = useState(record?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(record?.events ?? ['message.received']);
  const [active, setActive] = useState(record?.active ?? true);
  const [issues, setIssues] = useState<{ url?: string; events?: string }>({});

  const toggle = (event: WebhookEvent) => setEvents((current) => (current.includes(event) ? current.filter((item) => item !== event) : [...current, event]));

  const submit = async () => {
    const parsed = webhookSubscriptionBodySchema.safeParse({ url, events, active });
    if (!parsed.success) {
      const found: { url?: string; events?: string } = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'url' | 'events'] ??= issue.message;
      setIssues(found);
      return;
    }
    try {
      await save.mutateAsync({ id: record?.id, body: parsed.data });
      toast.success(t('webhooks.saved'));
      onClose();
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="webhook-dialog">
      <DialogTitle>{t(record ? 'webhooks.editTitle' : 'webhooks.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('webhooks.fields.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={Boolean(issues.url)}
            helperText={issues.url ? fieldMessage(issues.url) : t('webhooks.urlHint')}
            required
            fullWidth
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'webhook-url' } }}
          />
          <div>
            <FormLabel component="legend">{t('webhooks.fields.events')}</FormLabel>
            <FormGroup row>
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel key={event} control={<Checkbox size="small" checked={events.includes(event)} onChange={() => toggle(event)} data-testid={`webhook-event-${event}`} />} label={t(`webhooks.events.${event}`)} sx={{ minWidth: 220 }} />
              ))}
            </FormGroup>
            {issues.events && <FormHelperText error>{fieldMessage(issues.events)}</FormHelperText>}
          </div>
          <FormControlLabel control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} data-testid="webhook-active" />} label={t('webhooks.fields.active')} />
          {record && (
            <TextField label={t('webhooks.fields.secret')} value={record.secret} helperText={t('webhooks.secretHint')} fullWidth size="small" slotProps={{ input: { readOnly: true } }} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('webhooks.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending} data-testid="webhook-save">
          {t('webhooks.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
