import type { ConnectionStatus } from '@prosa/contract';

/** Baileys' `DisconnectReason` codes, written out so the policy has no runtime dependency on Baileys. */
export const DISCONNECT = {
  loggedOut: 401,
  forbidden: 403,
  timedOut: 408,
  multideviceMismatch: 411,
  connectionClosed: 428,
  connectionReplaced: 440,
  badSession: 500,
  unavailableService: 503,
  restartRequired: 515,
} as const;

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 60_000;
/** Jitter spreads reconnects of many sessions dropped together (a server restart, a network blip). */
export const BACKOFF_JITTER = 0.2;

/** Restart requests answered without delay before the policy backs off (a 515 loop). */
export const RESTARTS_AT_ONCE = 2;

export interface CloseContext {
  /** `lastDisconnect.error.output.statusCode`; undefined when Baileys closed with a plain Error. */
  statusCode: number | undefined;
  /** Consecutive failed attempts since the connection was last open (0 on the first close). */
  attempt: number;
  /** Whether the credentials are paired with a phone (`creds.registered` or a known `creds.me`). */
  registered: boolean;
  /** What was on screen for pairing when the connection closed, if anything (nothing was used). */
  codeShown?: 'qr' | 'pairing';
  /** Error text from Baileys, used for the reason of unknown codes. */
  message?: string;
}

export type CloseDecision =
  /** Open a new socket after `delayMs`, reporting `status` meanwhile. */
  | { action: 'reconnect'; delayMs: number; status: ConnectionStatus; reason: string }
  /** The phone removed this device: wipe the credentials and start over with a new QR code. */
  | { action: 'relogin'; reason: string }
  /** Do not reconnect by ourselves; the admin has to act ("try again" or a new QR). */
  | { action: 'stop'; status: ConnectionStatus; reason: string };

/** 2 s · 2^attempt capped at 60 s, then ±20 % jitter (so a capped delay lies between 48 and 72 s). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  const factor = 1 + (random() * 2 - 1) * BACKOFF_JITTER;
  return Math.round(base * factor);
}

/**
 * What to do when Baileys closes the connection, by its disconnect code. Reconnecting blindly is
 * what peers get wrong: on 440 another client took the session over and a reconnect fights it in a
 * loop; on 401 the old credentials are dead for good.
 */
export function decideOnClose(context: CloseContext, random: () => number = Math.random): CloseDecision {
  const { statusCode, attempt } = context;
  const backoff = (status: ConnectionStatus, reason: string): CloseDecision => ({
    action: 'reconnect',
    delayMs: backoffDelay(attempt, random),
    status,
    reason,
  });

  switch (statusCode) {
    case DISCONNECT.restartRequired:
      // Normal right after a QR scan or pairing code: WhatsApp asks for a fresh login with the new creds.
      // Only a restart that keeps repeating without ever opening is slowed down.
      return { action: 'reconnect', delayMs: attempt < RESTARTS_AT_ONCE ? 0 : backoffDelay(attempt, random), status: 'OPENING', reason: 'restart required' };
    case DISCONNECT.timedOut:
      // Baileys closes with 408 when its QR codes ran out unused; reconnecting would show codes forever.
      if (context.codeShown && !context.registered) {
        return { action: 'stop', status: 'TIMEOUT', reason: context.codeShown === 'qr' ? 'QR code expired without being scanned' : 'pairing code expired without being entered' };
      }
      return backoff('TIMEOUT', 'connection timed out');
    case DISCONNECT.connectionClosed:
      return backoff('DISCONNECTED', 'connection closed');
    case DISCONNECT.badSession:
      return backoff('DISCONNECTED', 'bad session');
    case DISCONNECT.unavailableService:
      return backoff('DISCONNECTED', 'WhatsApp service unavailable');
    case DISCONNECT.loggedOut:
      // A session that was never paired cannot be "logged out" by the phone: stop instead of looping on fresh QR codes.
      if (!context.registered) return { action: 'stop', status: 'DISCONNECTED', reason: 'logged out' };
      return { action: 'relogin', reason: 'logged out from the phone' };
    case DISCONNECT.connectionReplaced:
      return { action: 'stop', status: 'DISCONNECTED', reason: 'replaced by another session' };
    case DISCONNECT.forbidden:
      return { action: 'stop', status: 'DISCONNECTED', reason: 'forbidden by WhatsApp (account banned or restricted)' };
    case DISCONNECT.multideviceMismatch:
      return { action: 'stop', status: 'DISCONNECTED', reason: 'multi-device mismatch: log in again' };
    default:
      // Network errors without a code and codes WhatsApp may add later are treated as transient.
      return backoff('DISCONNECTED', statusCode === undefined ? (context.message ?? 'connection error') : `disconnected (code ${statusCode})`);
  }
}
