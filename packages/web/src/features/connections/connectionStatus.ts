import type { ConnectionStatus } from '@prosa/contract';

/** How a status reads on screen: its label key and the colour family of its icon. */
export interface StatusAppearance {
  labelKey: string;
  tone: 'success' | 'error' | 'warning' | 'info';
}

export const STATUS_APPEARANCE: Record<ConnectionStatus, StatusAppearance> = {
  OPENING: { labelKey: 'connections.status.OPENING', tone: 'info' },
  qrcode: { labelKey: 'connections.status.qrcode', tone: 'warning' },
  PAIRING: { labelKey: 'connections.status.PAIRING', tone: 'warning' },
  CONNECTED: { labelKey: 'connections.status.CONNECTED', tone: 'success' },
  DISCONNECTED: { labelKey: 'connections.status.DISCONNECTED', tone: 'error' },
  TIMEOUT: { labelKey: 'connections.status.TIMEOUT', tone: 'error' },
};

/** A status the contract does not know yet still gets a readable (if untranslated) label. */
export function statusAppearance(status: string): StatusAppearance {
  return (STATUS_APPEARANCE as Record<string, StatusAppearance | undefined>)[status] ?? {
    labelKey: status,
    tone: 'info',
  };
}

/** "Last update" column: `dd/MM/yy HH:mm` in the browser's time zone. */
export function formatLastUpdate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${two(date.getFullYear() % 100)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
