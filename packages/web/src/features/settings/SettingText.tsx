import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { useUpdateSetting } from './api';

/** Credentials of billing integrations: free text, saved when the field is left after a change. */
export function SettingText({ settingKey, value, label }: { settingKey: string; value: string; label?: string }) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const [draft, setDraft] = useState(value);
  const save = async () => {
    if (draft === value) return;
    try {
      await update.mutateAsync({ key: settingKey, value: draft });
      toast.success(t('settings.toasts.updated'));
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <TextField
      fullWidth
      size="small"
      label={label ?? t(`settings.keys.${settingKey}`)}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void save()}
      disabled={update.isPending}
      helperText={update.isPending ? t('settings.updating') : ' '}
      autoComplete="off"
      slotProps={{ htmlInput: { 'data-testid': `setting-${settingKey}` }, inputLabel: { shrink: true } }}
    />
  );
}
