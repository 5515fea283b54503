import { describe, expect, it } from 'vitest';
import { connectionFixture } from './connectionFixture';
import {
  applyConnectionEvent,
  readConnectionEvent,
  shouldCloseQrDialog,
  upsertConnection,
  type ConnectionEvent,
} from './whatsappEvents';

const alpha = connectionFixture({ id: 1, name: 'Alpha', token: 'secret-a' });
const gamma = connectionFixture({ id: 3, name: 'Gamma' });

function apply(list: ReturnType<typeof connectionFixture>[] | undefined, channel: 'whatsapp' | 'whatsappSession', payload: unknown) {
  const event = readConnectionEvent(channel, payload);
  if (!event) throw new Error('event not read');
  return applyConnectionEvent(list, event);
}

describe('reading socket payloads', () => {
  it('reads a session update', () => {
    expect(readConnectionEvent('whatsappSession', { action: 'update', session: { id: 1, status: 'qrcode', qrcode: 'x' } })).toEqual({
      kind: 'upsert',
      source: 'session',
      connection: { id: 1, status: 'qrcode', qrcode: 'x' },
    });
  });

  it('reads connection updates and deletes, ids as numbers or digit strings', () => {
    expect(readConnectionEvent('whatsapp', { action: 'update', whatsapp: { id: 2, name: 'B' } })).toMatchObject({ kind: 'upsert', source: 'whatsapp' });
    expect(readConnectionEvent('whatsapp', { action: 'delete', whatsappId: 2 })).toEqual({ kind: 'delete', id: 2 });
    expect(readConnectionEvent('whatsapp', { action: 'delete', whatsappId: '2' })).toEqual({ kind: 'delete', id: 2 });
  });

  it('ignores what it cannot use', () => {
    expect(readConnectionEvent('whatsapp', null)).toBeUndefined();
    expect(readConnectionEvent('whatsapp', { action: 'update' })).toBeUndefined();
    expect(readConnectionEvent('whatsapp', { action: 'delete' })).toBeUndefined();
    expect(readConnectionEvent('whatsappSession', { action: 'delete', session: { id: 1 } })).toBeUndefined();
    expect(readConnectionEvent('whatsappSession', { action: 'update', session: { status: 'qrcode' } })).toBeUndefined();
  });
});

describe('patching the cached list', () => {
  it('merges a session update into its row and keeps the other fields (secrets included)', () => {
    const { list, refetch } = apply([alpha, gamma], 'whatsappSession', {
      action: 'update',
      session: { id: 1, status: 'qrcode', qrcode: 'QR', retries: 1, updatedAt: '2025-01-01T12:01:00.000Z' },
    });
    expect(refetch).toBe(false);
    expect(list?.[0]).toMatchObject({ id: 1, name: 'Alpha', status: 'qrcode', qrcode: 'QR', retries: 1, token: 'secret-a' });
    expect(list?.[1]).toBe(gamma);
  });

  it('adds a whole new connection in name order', () => {
    const beta = connectionFixture({ id: 2, name: 'beta' });
    const { list } = apply([alpha, gamma], 'whatsapp', { action: 'update', whatsapp: beta });
    expect(list?.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('asks for a refetch when an unknown id arrives without a whole record', () => {
    const { list, refetch } = apply([alpha], 'whatsappSession', { action: 'update', session: { id: 9, status: 'OPENING' } });
    expect(refetch).toBe(true);
    expect(list).toEqual([alpha]);
  });

  it('re-sorts a renamed connection', () => {
    const { list } = apply([alpha, gamma], 'whatsapp', { action: 'update', whatsapp: { ...alpha, name: 'Zeta' } });
    expect(list?.map((item) => item.name)).toEqual(['Gamma', 'Zeta']);
  });

  it('does not let an older answer overwrite a newer socket update', () => {
    const newer = connectionFixture({ id: 1, name: 'Alpha', status: 'qrcode', qrcode: 'QR', updatedAt: '2025-01-01T12:00:05.000Z' });
    const late = connectionFixture({ id: 1, name: 'Alpha', status: 'OPENING', updatedAt: '2025-01-01T12:00:00.000Z' });
    expect(upsertConnection([newer], late).list?.[0]?.status).toBe('qrcode');
  });

  it('removes a deleted connection', () => {
    expect(apply([alpha, gamma], 'whatsapp', { action: 'delete', whatsappId: 1 }).list).toEqual([gamma]);
  });

  it('leaves an unloaded list unloaded', () => {
    expect(apply(undefined, 'whatsapp', { action: 'update', whatsapp: alpha })).toEqual({ list: undefined, refetch: false });
  });
});

describe('QR dialog closing (seed 000 §2.10)', () => {
  const session = (connection: Record<string, unknown>): ConnectionEvent | undefined =>
    readConnectionEvent('whatsappSession', { action: 'update', session: connection });

  it('closes when its connection reports an empty QR', () => {
    expect(shouldCloseQrDialog(session({ id: 1, status: 'CONNECTED', qrcode: '', pairingCode: '' }), 1, false)).toBe(true);
    expect(shouldCloseQrDialog(session({ id: 1, status: 'DISCONNECTED', qrcode: '' }), 1, false)).toBe(true);
  });

  it('stays open for a new QR, another connection, or an update that does not mention the QR', () => {
    expect(shouldCloseQrDialog(session({ id: 1, status: 'qrcode', qrcode: 'NEW' }), 1, false)).toBe(false);
    expect(shouldCloseQrDialog(session({ id: 2, status: 'CONNECTED', qrcode: '' }), 1, false)).toBe(false);
    expect(shouldCloseQrDialog(session({ id: 1, retries: 2 }), 1, false)).toBe(false);
  });

  it('stays open while a pairing code is on screen', () => {
    expect(shouldCloseQrDialog(session({ id: 1, status: 'PAIRING', qrcode: '', pairingCode: 'ABCD-EFGH' }), 1, false)).toBe(false);
  });

  it('waits through the restart that follows a pairing-code request', () => {
    expect(shouldCloseQrDialog(session({ id: 1, status: 'OPENING', qrcode: '', pairingCode: '' }), 1, true)).toBe(false);
    expect(shouldCloseQrDialog(session({ id: 1, status: 'CONNECTED', qrcode: '', pairingCode: '' }), 1, true)).toBe(true);
  });

  it('closes when its connection is deleted', () => {
    expect(shouldCloseQrDialog({ kind: 'delete', id: 1 }, 1, false)).toBe(true);
    expect(shouldCloseQrDialog({ kind: 'delete', id: 2 }, 1, false)).toBe(false);
  });
});
