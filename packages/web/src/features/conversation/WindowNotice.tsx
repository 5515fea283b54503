import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { CustomerWindow } from './composeRules';
import { formatDay, formatTime } from './timeline';

/** Cloud API tickets: the 24-hour customer-service window, and what its end means. */
export function WindowNotice({ window }: { window: CustomerWindow }) {
  const { t } = useTranslation();
  if (window.state === 'none') return null;
  if (window.state === 'open') {
    const iso = window.until.toISOString();
    return (
      <Alert severity="info" data-testid="conversation-window-notice" data-state="open" sx={{ borderRadius: 0, py: 0 }}>
        {t('conversation.window.open', { date: formatDay(iso), time: formatTime(iso) })}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" data-testid="conversation-window-notice" data-state="expired" sx={{ borderRadius: 0, py: 0 }}>
      {t('conversation.window.expired')}
    </Alert>
  );
}
