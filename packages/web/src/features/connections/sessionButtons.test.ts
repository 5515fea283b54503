import { CONNECTION_STATUSES } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { connectionFixture } from './connectionFixture';
import { sessionButtons, supportsPairingCode, usesQrCode } from './sessionButtons';

describe('session buttons by status (seed 000 §4)', () => {
  it.each([
    ['qrcode', ['qrcode']],
    ['DISCONNECTED', ['retry', 'newQr']],
    ['CONNECTED', ['disconnect']],
    ['PAIRING', ['disconnect']],
    ['TIMEOUT', ['disconnect']],
    ['OPENING', ['connecting']],
  ] as const)('%s shows %j', (status, expected) => {
    expect(sessionButtons(connectionFixture({ status }))).toEqual(expected);
  });

  it('gives every status of the contract at least one button', () => {
    for (const status of CONNECTION_STATUSES) expect(sessionButtons(connectionFixture({ status })).length).toBeGreaterThan(0);
  });

  it('lets a waiting pairing code be seen again while PAIRING', () => {
    expect(sessionButtons(connectionFixture({ status: 'PAIRING', pairingCode: 'ABCD-EFGH' }))).toEqual(['pairingCode', 'disconnect']);
  });

  it('offers no new QR to a provider without QR codes (Cloud API)', () => {
    expect(sessionButtons(connectionFixture({ status: 'DISCONNECTED', provider: 'cloud' }))).toEqual(['retry']);
    expect(
      sessionButtons(connectionFixture({ status: 'DISCONNECTED', provider: 'simulator', capabilities: { qrCode: true } })),
    ).toEqual(['retry', 'newQr']);
  });

  it('reads QR and pairing support from the capabilities, with provider defaults', () => {
    expect(usesQrCode(connectionFixture({ provider: 'beta' }))).toBe(true);
    expect(usesQrCode(connectionFixture({ provider: 'beta', capabilities: { qrCode: false } }))).toBe(false);
    expect(supportsPairingCode(connectionFixture({ provider: 'beta' }))).toBe(true);
    expect(supportsPairingCode(connectionFixture({ provider: 'cloud' }))).toBe(false);
    expect(supportsPairingCode(connectionFixture({ provider: 'simulator', capabilities: { pairingCode: true } }))).toBe(true);
  });
});
