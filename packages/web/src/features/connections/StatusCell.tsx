import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CropFreeIcon from '@mui/icons-material/CropFree';
import LinkIcon from '@mui/icons-material/Link';
import SignalCellularConnectedNoInternet0BarIcon from '@mui/icons-material/SignalCellularConnectedNoInternet0Bar';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConnectionStatus } from '@prosa/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusAppearance } from './connectionStatus';

function statusIcon(status: string, color: string): ReactNode {
  const props = { fontSize: 'small' as const, sx: { color } };
  switch (status as ConnectionStatus) {
    case 'CONNECTED':
      return <CheckCircleIcon {...props} />;
    case 'qrcode':
      return <CropFreeIcon {...props} />;
    case 'PAIRING':
      return <LinkIcon {...props} />;
    case 'TIMEOUT':
      return <TimerOffOutlinedIcon {...props} />;
    case 'OPENING':
      return <CircularProgress size={16} thickness={5} sx={{ color }} />;
    default:
      return <SignalCellularConnectedNoInternet0BarIcon {...props} />;
  }
}

/**
 * The status column: an icon in the status's colour, its translated name and, for a session that
 * ended, the reason the provider gave (`statusReason`).
 */
export function StatusCell({ id, status, reason }: { id: number; status: string; reason: string }) {
  const { t, i18n } = useTranslation();
  const { labelKey, tone } = statusAppearance(status);
  const color = `${tone}.main`;
  return (
    <Stack data-testid={`connection-status-${id}`} data-status={status} sx={{ gap: 0.25 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {statusIcon(status, color)}
        <Typography variant="body2">
          {i18n.exists(labelKey) ? t(labelKey) : status}
        </Typography>
      </Stack>
      {reason !== '' && (
        <Typography variant="caption" title={reason} noWrap sx={{ color: 'text.secondary', maxWidth: 220, pl: 3.5 }}>
          {reason}
        </Typography>
      )}
    </Stack>
  );
}
