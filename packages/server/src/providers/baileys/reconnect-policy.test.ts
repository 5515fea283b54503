import { describe, expect, it } from 'vitest';
import { DisconnectReason } from '@whiskeysockets/baileys';
import { backoffDelay, decideOnClose, DISCONNECT, type CloseContext } from './reconnect-policy.js';

const paired: CloseContext = { statusCode: undefined, attempt: 0, registered: true };
/** random() = 0.5 means no jitter: the delays below are the bare exponential. */
const noJitter = () => 0.5;
const decide = (statusCode: number | undefined, extra: Partial<CloseContext> = {}) => decideOnClose({ ...paired, statusCode, ...extra }, noJitter);

describe('decideOnClose', () => {
  it('uses the same numbers as Baileys', () => {
    expect(DISCONNECT).toEqual({
      loggedOut: DisconnectReason.loggedOut,
      forbidden: DisconnectReason.forbidden,
      timedOut: DisconnectReason.timedOut,
      multideviceMismatch: DisconnectReason.multideviceMismatch,
      connectionClosed: DisconnectReason.connectionClosed,
      connectionReplaced: DisconnectReason.connectionReplaced,
      badSession: DisconnectReason.badSession,
      unavailableService: DisconnectReason.unavailableService,
      restartRequired: DisconnectReason.restartRequired,
    });
  });

  it.each([
    [515, 'restartRequired', { action: 'reconnect', delayMs: 0, status: 'OPENING', reason: 'restart required' }],
    [408, 'timedOut / connectionLost', { action: 'reconnect', delayMs: 2000, status: 'TIMEOUT', reason: 'connection timed out' }],
    [428, 'connectionClosed', { action: 'reconnect', delayMs: 2000, status: 'DISCONNECTED', reason: 'connection closed' }],
    [500, 'badSession', { action: 'reconnect', delayMs: 2000, status: 'DISCONNECTED', reason: 'bad session' }],
    [503, 'unavailableService', { action: 'reconnect', delayMs: 2000, status: 'DISCONNECTED', reason: 'WhatsApp service unavailable' }],
    [401, 'loggedOut', { action: 'relogin', reason: 'logged out from the phone' }],
    [440, 'connectionReplaced', { action: 'stop', status: 'DISCONNECTED', reason: 'replaced by another session' }],
    [403, 'forbidden', { action: 'stop', status: 'DISCONNECTED', reason: 'forbidden by WhatsApp (account banned or restricted)' }],
    [411, 'multideviceMismatch', { action: 'stop', status: 'DISCONNECTED', reason: 'multi-device mismatch: log in again' }],
    [499, 'a code WhatsApp may add later', { action: 'reconnect', delayMs: 2000, status: 'DISCONNECTED', reason: 'disconnected (code 499)' }],
  ])('%i (%s) on a paired session', (code, _name, expected) => {
    expect(decide(code)).toEqual(expected);
  });

  it('backs off on an error without a code, naming the error', () => {
    expect(decide(undefined, { message: 'socket hang up' })).toEqual({ action: 'reconnect', delayMs: 2000, status: 'DISCONNECTED', reason: 'socket hang up' });
  });

  it('never reconnects by itself after 440, however many attempts came before', () => {
    for (let attempt = 0; attempt < 10; attempt++) expect(decide(440, { attempt }).action).toBe('stop');
  });

  it('stops instead of showing QR or pairing codes forever when they expired unused (408)', () => {
    expect(decide(408, { registered: false, codeShown: 'qr' })).toEqual({ action: 'stop', status: 'TIMEOUT', reason: 'QR code expired without being scanned' });
    expect(decide(408, { registered: false, codeShown: 'pairing' })).toEqual({ action: 'stop', status: 'TIMEOUT', reason: 'pairing code expired without being entered' });
    // A paired session that merely lost its connection keeps trying.
    expect(decide(408, { registered: true, codeShown: 'qr' })).toMatchObject({ action: 'reconnect', status: 'TIMEOUT' });
  });

  it('does not loop on 401 for a session that was never paired', () => {
    expect(decide(401, { registered: false })).toEqual({ action: 'stop', status: 'DISCONNECTED', reason: 'logged out' });
  });

  it('answers a repeated restart request (515 loop) with a back-off', () => {
    expect(decide(515, { attempt: 1 })).toMatchObject({ action: 'reconnect', delayMs: 0 });
    expect(decide(515, { attempt: 2 })).toMatchObject({ action: 'reconnect', delayMs: 8000, status: 'OPENING' });
  });

  it('grows the delay with the attempts of a transient failure', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => decide(428, { attempt }))).toEqual(
      [2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000].map((delayMs) => ({ action: 'reconnect', delayMs, status: 'DISCONNECTED', reason: 'connection closed' })),
    );
  });
});

describe('backoffDelay', () => {
  it('is 2 s · 2^attempt capped at 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 30].map((attempt) => backoffDelay(attempt, noJitter))).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });

  it('spreads ±20 % around the base', () => {
    expect(backoffDelay(0, () => 0)).toBe(1600);
    expect(backoffDelay(0, () => 1)).toBe(2400);
    expect(backoffDelay(10, () => 0)).toBe(48000);
    expect(backoffDelay(10, () => 0.999999)).toBe(72000);
  });

  it('stays within the band for any random draw', () => {
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelay(3, Math.random);
      expect(delay).toBeGreaterThanOrEqual(12800);
      expect(delay).toBeLessThanOrEqual(19200);
    }
  });
});
