import type { Whatsapp } from '@prosa/contract';

/**
 * The session buttons of a row:
 * - qrcode: a QR CODE button opening the QR dialog;
 * - DISCONNECTED: Try again and New QR (New QR only where the provider uses a QR at all);
 * - CONNECTED, PAIRING, TIMEOUT: Disconnect (PAIRING also reopens the dialog while a pairing code
 *   is waiting to be typed on the phone);
 * - OPENING: a disabled Connecting button.
 */
export type SessionButton = 'qrcode' | 'pairingCode' | 'retry' | 'newQr' | 'disconnect' | 'connecting';

type SessionState = Pick<Whatsapp, 'status' | 'pairingCode'> & { capabilities?: Whatsapp['capabilities'] };

/** Whether the provider draws a QR; unknown capabilities count as yes (the seed's default). */
export function usesQrCode(connection: Pick<Whatsapp, 'provider'> & { capabilities?: Whatsapp['capabilities'] }): boolean {
  const declared = connection.capabilities?.qrCode;
  return typeof declared === 'boolean' ? declared : connection.provider !== 'cloud';
}

/** Whether the provider can pair by typing a code on the phone instead of scanning the QR. */
export function supportsPairingCode(connection: Pick<Whatsapp, 'provider'> & { capabilities?: Whatsapp['capabilities'] }): boolean {
  const declared = connection.capabilities?.pairingCode;
  return typeof declared === 'boolean' ? declared : connection.provider === 'beta';
}

export function sessionButtons(connection: SessionState & Pick<Whatsapp, 'provider'>): SessionButton[] {
  switch (connection.status) {
    case 'qrcode':
      return ['qrcode'];
    case 'DISCONNECTED':
      return usesQrCode(connection) ? ['retry', 'newQr'] : ['retry'];
    case 'PAIRING':
      return connection.pairingCode !== '' ? ['pairingCode', 'disconnect'] : ['disconnect'];
    case 'CONNECTED':
    case 'TIMEOUT':
      return ['disconnect'];
    case 'OPENING':
      return ['connecting'];
    default:
      return [];
  }
}
