import { describe, expect, it } from 'vitest';
import { connectionsNeedAttention } from './connectionAlert';

describe('connections menu badge (seed 000 §2.2)', () => {
  it.each(['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'])('alerts when a connection is %s', (status) => {
    expect(connectionsNeedAttention(['CONNECTED', status])).toBe(true);
  });

  it('stays quiet when every connection is connected or there are none', () => {
    expect(connectionsNeedAttention(['CONNECTED', 'CONNECTED'])).toBe(false);
    expect(connectionsNeedAttention([])).toBe(false);
  });
});
