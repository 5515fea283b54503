/**
 * The /connections menu entry shows '!' while any connection is in one of these states (the QR is
 * waiting, pairing, lost, timed out or still opening), judged 2 s after the statuses change so that
 * a connection passing through OPENING does not flash the badge.
 */
export const ALERT_STATUSES: ReadonlySet<string> = new Set(['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING']);

export const CONNECTION_ALERT_DELAY_MS = 2000;

export function connectionsNeedAttention(statuses: readonly string[]): boolean {
  return statuses.some((status) => ALERT_STATUSES.has(status));
}
