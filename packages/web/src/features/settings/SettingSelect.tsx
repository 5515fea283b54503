import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { useUpdateSetting } from './api';

interface SettingSelectProps {
  settingKey: string;
  value: string;
  choices: readonly { value: string; label: string }[];
}

/** Choosing a value saves at once, shows 'Atualizando...', then the success toast. */
export function SettingSelect({ settingKey, value, choices }: SettingSelectProps) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const change = async (next: string) => {
    try {
      await update.mutateAsync({ key: settingKey, value: next });
      toast.success(t('settings.toasts.updated'));
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t(`settings.keys.${settingKey}`)}
      value={update.isPending ? update.variables.value : value}
      disabled={update.isPending}
      onChange={(event) => void change(event.target.value)}
      helperText={update.isPending ? t('settings.updating') : ' '}
      slotProps={{
        select: { native: true },
        htmlInput: { 'data-testid': `setting-${settingKey}` },
        inputLabel: { shrink: true },
        formHelperText: { 'data-testid': `setting-status-${settingKey}` } as object,
      }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
