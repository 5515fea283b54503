import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** A list that could not load: the error with a retry, the same on every page. */
export function LoadFailed({ onRetry, sx }: { onRetry: () => void; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('common.loadFailed')}
    </Alert>
  );
}
