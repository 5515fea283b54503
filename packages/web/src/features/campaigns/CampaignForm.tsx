import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Campaign } from '@prosa/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSaveCampaign } from './api';
import { campaignBody, CAMPAIGN_FORM_FIELDS, campaignFormSchema, campaignFormValues, type CampaignFormValues } from './campaignForm';
import { CampaignMediaField } from './CampaignMediaField';
import { CampaignMessageTabs } from './CampaignMessageTabs';
import { CampaignSelect } from './CampaignSelect';

export interface Named {
  id: number;
  name: string;
}

export interface CampaignFormProps {
  campaign: Campaign | undefined;
  editability: 'full' | 'messages' | 'none';
  options: { contactLists: Named[]; tags: Named[]; connections: Named[]; fileLists: Named[] };
  onClose: () => void;
}

/**
 * The campaign's fields. Read-only when the campaign can no longer change; a cancelled one keeps
 * only its message texts editable.
 */
export function CampaignForm({ campaign, editability, options, onClose }: CampaignFormProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveCampaign();
  const [savedId, setSavedId] = useState(campaign?.id);
  const [tab, setTab] = useState(0);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [dropMedia, setDropMedia] = useState(false);
  const form = useForm<CampaignFormValues>({ resolver: zodResolver(campaignFormSchema), defaultValues: campaignFormValues(campaign) });
  const { errors } = form.formState;
  const confirmation = form.watch('confirmation');
  const fixed = editability !== 'full';
  const readOnly = editability === 'none';
  const shownName = file ? file.name.replace(/\s+/g, '_') : dropMedia ? null : (campaign?.mediaName ?? null);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ id: savedId, body: campaignBody(values), file, dropMedia, onCreated: setSavedId });
        toast.success(t('campaigns.saved'));
        onClose();
      } catch (error) {
        if (!applyServerIssues(error, CAMPAIGN_FORM_FIELDS, form.setError)) toastApiError(error);
      }
    },
    (invalid) => {
      if (invalid.message1) setTab(0);
    },
  );

  const select = (name: 'contactListId' | 'tagListId' | 'whatsappId' | 'fileListId', label: string, list: Named[]) => (
    <CampaignSelect control={form.control} name={name} label={label} options={list} disabled={fixed} error={fieldMessage(errors[name]?.message)} />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          {editability === 'messages' && <Alert severity="info">{t('campaigns.dialog.messagesOnly')}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <TextField
              label={t('campaigns.fields.name')}
              autoFocus={!fixed}
              required
              fullWidth
              size="small"
              disabled={fixed}
              {...form.register('name')}
              error={errors.name !== undefined}
              helperText={fieldMessage(errors.name?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'campaign-name' } }}
            />
            <Controller
              control={form.control}
              name="confirmation"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ flexShrink: 0 }}
                  label={t('campaigns.fields.confirmation')}
                  disabled={fixed}
                  control={<Switch checked={field.value} onChange={(_event, checked) => field.onChange(checked)} slotProps={{ input: { 'data-testid': 'campaign-confirmation' } as object }} />}
                />
              )}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {select('contactListId', t('campaigns.fields.contactList'), options.contactLists)}
            {select('tagListId', t('campaigns.fields.tagList'), options.tags)}
            {select('whatsappId', t('campaigns.fields.whatsapp'), options.connections)}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('campaigns.fields.scheduledAt')}
              type="datetime-local"
              fullWidth
              size="small"
              disabled={fixed}
              {...form.register('scheduledAt')}
              error={errors.scheduledAt !== undefined}
              helperText={fieldMessage(errors.scheduledAt?.message)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': 'campaign-scheduledAt' } }}
            />
            {select('fileListId', t('campaigns.fields.fileList'), options.fileLists)}
          </Stack>
          <CampaignMessageTabs register={form.register} errors={errors} tab={tab} onTab={setTab} confirmation={confirmation} disabled={readOnly} />
          <CampaignMediaField
            shownName={shownName}
            disabled={fixed}
            onChoose={setFile}
            onClear={() => {
              setFile(undefined);
              if (campaign?.mediaName) setDropMedia(true);
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="campaign-cancel">
          {readOnly ? t('campaigns.dialog.close') : t('common.cancel')}
        </Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="campaign-save">
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
