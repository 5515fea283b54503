import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** A spinner in the content area while a page decides what to show. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('common.loading')} sx={{ alignItems: 'center', py: 8 }}>
      <CircularProgress />
    </Stack>
  );
}
