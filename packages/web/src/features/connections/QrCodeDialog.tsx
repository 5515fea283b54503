import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../api/toastApiError';
import { useCompanyEvent } from '../../realtime/useSocket';
import { useConnections, useSessionAction } from './api';
import { PairingCodeForm } from './PairingCodeForm';
import { supportsPairingCode } from './sessionButtons';
import { readConnectionEvent, shouldCloseQrDialog } from './whatsappEvents';

const SETTLED: ReadonlySet<string> = new Set(['CONNECTED', 'DISCONNECTED', 'TIMEOUT']);

interface QrCodeDialogProps {
  connectionId: number;
  onClose: () => void;
}

function Waiting({ text }: { text: string }) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress />
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Stack>
  );
}

/**
 * The QR dialog: draws the connection's `qrcode` (kept fresh by the socket through the list cache),
 * shows a pairing code instead when there is one, and closes by itself when a session update for
 * this connection arrives with an empty QR.
 */
export function QrCodeDialog({ connectionId, onClose }: QrCodeDialogProps) {
  const { t } = useTranslation();
  const { data } = useConnections();
  const session = useSessionAction();
  const connection = data?.find((item) => item.id === connectionId);
  const [askingNumber, setAskingNumber] = useState(false);
  const [requestedPairing, setRequestedPairing] = useState(false);
  // The socket handler may run before the re-render that follows a pairing request: it reads this.
  const requestedRef = useRef(false);
  const pairingCode = connection?.pairingCode ?? '';
  const awaitingPairing = requestedPairing && pairingCode === '';

  useCompanyEvent('whatsappSession', (payload) => {
    const awaiting = requestedRef.current && pairingCode === '';
    if (shouldCloseQrDialog(readConnectionEvent('whatsappSession', payload), connectionId, awaiting)) onClose();
  });

  // Deleted, connected, or the session ended (a lost or expired session may keep its last QR in
  // the record): nothing left to scan.
  const gone = data !== undefined && connection === undefined;
  const settled = connection !== undefined && SETTLED.has(connection.status);
  useEffect(() => {
    if (gone || settled) onClose();
  }, [gone, settled, onClose]);

  const requestPairingCode = (number: string) => {
    // Set before the call: the server announces the restart (OPENING, empty QR) before it answers.
    requestedRef.current = true;
    setRequestedPairing(true);
    setAskingNumber(false);
    session.mutate(
      { kind: 'pairingCode', id: connectionId, number },
      {
        onError: (error) => {
          requestedRef.current = false;
          setRequestedPairing(false);
          setAskingNumber(true);
          toastApiError(error);
        },
      },
    );
  };

  const qrcode = connection?.qrcode ?? '';
  const canPair = connection !== undefined && supportsPairingCode(connection) && pairingCode === '' && !awaitingPairing;

  let body;
  if (pairingCode !== '') {
    body = (
      <Stack sx={{ alignItems: 'center', gap: 2, py: 2, textAlign: 'center' }}>
        <Typography
          data-testid="pairing-code"
          sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: { xs: 34, sm: 44 }, fontWeight: 700, letterSpacing: '0.12em' }}
        >
          {pairingCode}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('connections.pairing.instructions')}
        </Typography>
      </Stack>
    );
  } else if (askingNumber) {
    body = <PairingCodeForm busy={session.isPending} onSubmit={requestPairingCode} onCancel={() => setAskingNumber(false)} />;
  } else if (awaitingPairing) {
    body = <Waiting text={t('connections.pairing.waiting')} />;
  } else if (qrcode !== '') {
    body = (
      <Stack sx={{ alignItems: 'center', gap: 2 }}>
        {/* A QR must stay dark on light to be read, whatever the colour mode. */}
        <Box sx={{ bgcolor: '#fff', p: 2, borderRadius: 2, lineHeight: 0, width: '100%', maxWidth: 296 }}>
          <QRCodeSVG
            value={qrcode}
            size={264}
            marginSize={0}
            data-testid="qr-code"
            data-qr={qrcode}
            role="img"
            aria-label={t('connections.qr.alt')}
            style={{ width: '100%', height: 'auto' }}
          />
        </Box>
        <Box component="ol" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2', alignSelf: 'stretch' }}>
          <li>{t('connections.qr.step1')}</li>
          <li>{t('connections.qr.step2')}</li>
          <li>{t('connections.qr.step3')}</li>
        </Box>
      </Stack>
    );
  } else {
    body = <Waiting text={t('connections.qr.waiting')} />;
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="qr-dialog-title" data-testid="qr-dialog">
      <DialogTitle id="qr-dialog-title">
        {pairingCode !== '' || askingNumber || awaitingPairing ? t('connections.pairing.title') : t('connections.qr.title')}
        {connection && (
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {connection.name}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions sx={{ justifyContent: canPair && !askingNumber ? 'space-between' : 'flex-end' }}>
        {canPair && !askingNumber && (
          <Button onClick={() => setAskingNumber(true)} data-testid="qr-pairing-toggle">
            {t('connections.pairing.toggle')}
          </Button>
        )}
        <Button onClick={onClose} data-testid="qr-dialog-close">
          {t('connections.qr.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
