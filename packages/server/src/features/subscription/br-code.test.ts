import { describe, expect, it } from 'vitest';
import { buildPixCode, crc16, hasValidCrc, readEmvFields } from './br-code.js';

/** The example code of the Banco Central's Pix manual (random key, no amount, no txid). */
const BCB_EXAMPLE = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BCB_KEY = '123e4567-e12b-12d1-a456-426655440000';

describe('the BR Code payload', () => {
  it('computes CRC-16/CCITT-FALSE: the standard check value and the Banco Central example', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(hasValidCrc(BCB_EXAMPLE)).toBe(true);
  });

  it('builds the Banco Central example byte for byte', () => {
    expect(buildPixCode({ key: BCB_KEY, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(BCB_EXAMPLE);
  });

  it('builds a published code with an amount (123.45, CRC 488D)', () => {
    expect(buildPixCode({ key: BCB_KEY, merchantName: 'FULANO DE TAL', merchantCity: 'BRASILIA', amount: '123.45' })).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406123.455802BR5913FULANO DE TAL6008BRASILIA62070503***6304488D',
    );
  });

  it('a charge code parses back into its fields, with a CRC that catches any change', () => {
    const code = buildPixCode({ key: 'financeiro@prosa.example', merchantName: 'Prosa Atendimento Ltda São João', merchantCity: 'São Paulo', amount: '99.90', txid: 'PROSA42Xk3J9' });
    const fields = readEmvFields(code);
    expect([...fields.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(Object.fromEntries(readEmvFields(fields.get('26')!))).toEqual({ '00': 'br.gov.bcb.pix', '01': 'financeiro@prosa.example' });
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('99.90');
    expect(fields.get('58')).toBe('BR');
    // Accents dropped and the EMV limits kept: name 25, city 15.
    expect(fields.get('59')).toBe('Prosa Atendimento Ltda Sa');
    expect(fields.get('60')).toBe('Sao Paulo');
    expect(Object.fromEntries(readEmvFields(fields.get('62')!))).toEqual({ '05': 'PROSA42Xk3J9' });
    expect(fields.get('63')).toBe(crc16(code.slice(0, -4)));
    expect(hasValidCrc(code)).toBe(true);
    expect(hasValidCrc(code.replace('99.90', '09.90'))).toBe(false);
  });

  it('refuses a txid or an amount the format cannot carry', () => {
    const base = { key: BCB_KEY, merchantName: 'Prosa', merchantCity: 'Recife' };
    expect(() => buildPixCode({ ...base, txid: 'with-dash' })).toThrow();
    expect(() => buildPixCode({ ...base, txid: 'A'.repeat(26) })).toThrow();
    expect(() => buildPixCode({ ...base, amount: '99.9' })).toThrow();
  });
});
