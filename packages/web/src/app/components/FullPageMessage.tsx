import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface FullPageMessageProps {
  kind: 'loading' | 'error';
  onRetry?: () => void;
}

/** What the whole window shows while the session loads, or when it could not. */
export function FullPageMessage({ kind, onRetry }: FullPageMessageProps) {
  const { t } = useTranslation();
  return (
    <Stack
      role={kind === 'error' ? 'alert' : 'status'}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', gap: 2, p: 2 }}
    >
      {kind === 'loading' ? (
        <>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('common.loading')}</Typography>
        </>
      ) : (
        <>
          <Typography>{t('common.loadFailed')}</Typography>
          {onRetry && (
            <Button variant="contained" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
