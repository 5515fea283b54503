import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { Whatsapp } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { sessionButtons } from './sessionButtons';

interface SessionButtonsProps {
  connection: Whatsapp;
  /** A session call for this row is on its way. */
  busy: boolean;
  onOpenQr: () => void;
  onRetry: () => void;
  onNewQr: () => void;
  onDisconnect: () => void;
}

/** The session buttons that fit one row's connection status. */
export function SessionButtons({ connection, busy, onOpenQr, onRetry, onNewQr, onDisconnect }: SessionButtonsProps) {
  const { t } = useTranslation();
  const { id } = connection;
  const small = { size: 'small' as const, sx: { whiteSpace: 'nowrap' } };
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {sessionButtons(connection).map((button) => {
        switch (button) {
          case 'qrcode':
            return (
              <Button key={button} {...small} variant="contained" onClick={onOpenQr} data-testid={`connection-qr-button-${id}`}>
                {t('connections.buttons.qrcode')}
              </Button>
            );
          case 'pairingCode':
            return (
              <Button key={button} {...small} variant="contained" onClick={onOpenQr} data-testid={`connection-pairing-button-${id}`}>
                {t('connections.buttons.pairingCode')}
              </Button>
            );
          case 'retry':
            return (
              <Button key={button} {...small} variant="contained" disabled={busy} onClick={onRetry} data-testid={`connection-retry-${id}`}>
                {t('connections.buttons.tryAgain')}
              </Button>
            );
          case 'newQr':
            return (
              <Button key={button} {...small} variant="outlined" disabled={busy} onClick={onNewQr} data-testid={`connection-new-qr-${id}`}>
                {t('connections.buttons.newQr')}
              </Button>
            );
          case 'disconnect':
            return (
              <Button
                key={button}
                {...small}
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={onDisconnect}
                data-testid={`connection-disconnect-${id}`}
              >
                {t('connections.buttons.disconnect')}
              </Button>
            );
          case 'connecting':
            return (
              <Button
                key={button}
                {...small}
                variant="outlined"
                disabled
                startIcon={<CircularProgress size={14} color="inherit" />}
                data-testid={`connection-connecting-${id}`}
              >
                {t('connections.buttons.connecting')}
              </Button>
            );
        }
      })}
    </Stack>
  );
}
