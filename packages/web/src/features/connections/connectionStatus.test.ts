import { CONNECTION_STATUSES } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';
import { formatLastUpdate, STATUS_APPEARANCE, statusAppearance } from './connectionStatus';

function lookup(table: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), table);
}

describe('status labels', () => {
  it.each([
    ['pt', pt],
    ['en', en],
    ['es', es],
  ])('every status has a %s label', (_language, table) => {
    for (const status of CONNECTION_STATUSES) {
      expect(typeof lookup(table, STATUS_APPEARANCE[status].labelKey), status).toBe('string');
    }
  });

  it('names the statuses in Portuguese', () => {
    expect(lookup(pt, statusAppearance('CONNECTED').labelKey)).toBe('Conectado');
    expect(lookup(pt, statusAppearance('OPENING').labelKey)).toBe('Conectando');
    expect(lookup(pt, statusAppearance('DISCONNECTED').labelKey)).toBe('Desconectado');
  });

  it('colours connected green and lost sessions red', () => {
    expect(statusAppearance('CONNECTED').tone).toBe('success');
    expect(statusAppearance('DISCONNECTED').tone).toBe('error');
    expect(statusAppearance('TIMEOUT').tone).toBe('error');
    expect(statusAppearance('qrcode').tone).toBe('warning');
  });

  it('shows an unknown status as it came', () => {
    expect(statusAppearance('SOMETHING_NEW')).toEqual({ labelKey: 'SOMETHING_NEW', tone: 'info' });
  });
});

describe('last update (dd/MM/yy HH:mm)', () => {
  it('formats in local time with two digits everywhere', () => {
    expect(formatLastUpdate(new Date(2024, 0, 5, 9, 7).toISOString())).toBe('05/01/24 09:07');
    expect(formatLastUpdate(new Date(2031, 11, 31, 23, 59).toISOString())).toBe('31/12/31 23:59');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatLastUpdate('not a date')).toBe('');
  });
});
