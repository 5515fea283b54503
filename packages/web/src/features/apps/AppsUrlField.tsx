import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { toastApiError } from '../../api/toastApiError';
import { usePlatformSettings, useSaveAppsUrl } from './api';

function AppsUrlInput({ stored }: { stored: string }) {
  const { t } = useTranslation();
  const save = useSaveAppsUrl();
  const [draft, setDraft] = useState(stored);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const commit = async () => {
    if (draft.trim() === stored) return;
    try {
      await save.mutateAsync(draft.trim());
      setProblem(undefined);
      toast.success(t('apps.saved'));
    } catch (error) {
      if (isApiError(error) && error.issues.value) setProblem(t('apps.invalidUrl'));
      else toastApiError(error);
    }
  };
  return (
    <TextField
      fullWidth
      size="small"
      type="url"
      label={t('apps.urlLabel')}
      placeholder="https://"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void commit()}
      error={problem !== undefined}
      helperText={problem ?? t('apps.urlHelp')}
      disabled={save.isPending}
      slotProps={{ htmlInput: { 'data-testid': 'setting-appsUrl' }, inputLabel: { shrink: true } }}
    />
  );
}

/** The super user's field for the platform setting `appsUrl` (saved when the field is left). */
export function AppsUrlField() {
  const { data } = usePlatformSettings();
  if (!data) return null;
  const stored = data.appsUrl ?? '';
  return <AppsUrlInput key={stored} stored={stored} />;
}
