import { describe, expect, it } from 'vitest';
import { parseSheetRows, sheetColumns } from './sheet-rows.js';
import { contactsCsv } from './contacts-export.js';
import { sheetKindOf } from './sheet-reader.js';

describe('sheetColumns', () => {
  it('recognises the seeds’ headers in any case and with accents', () => {
    expect(sheetColumns(['Nome', 'Número', 'E-mail'])).toEqual({ name: 0, number: 1, email: 2 });
    expect(sheetColumns(['numero', 'nome'])).toEqual({ name: 1, number: 0, email: -1 });
    expect(sheetColumns(['name', 'email'])).toBeNull();
  });
});

describe('parseSheetRows', () => {
  it('reports every skipped row with its sheet row number and reason', () => {
    const parsed = parseSheetRows([
      ['name', 'number', 'email'],
      ['Ana', '+55 11 99999-0001', 'ANA@X.COM'],
      ['', '', ''],
      ['Sem número', '', ''],
      ['Curto', '1234', ''],
      ['E-mail ruim', '5511999990002', 'nope'],
      ['Repetido', '5511999990001', ''],
      ['', '5511999990003', ''],
    ])!;
    expect(parsed.total).toBe(6);
    expect(parsed.contacts).toEqual([
      { row: 2, name: 'Ana', number: '5511999990001', email: 'ana@x.com' },
      { row: 8, name: '5511999990003', number: '5511999990003', email: '' },
    ]);
    expect(parsed.skipped).toEqual([
      { row: 4, reason: 'missing-number' },
      { row: 5, reason: 'invalid-number' },
      { row: 6, reason: 'invalid-email' },
      { row: 7, reason: 'duplicate-in-sheet' },
    ]);
  });
});

describe('contactsCsv', () => {
  it('uses the semicolon separator and quotes fields that need it', () => {
    expect(contactsCsv([{ name: 'Silva; Ana', number: '5511', email: '' }])).toBe('name;number;email\r\n"Silva; Ana";5511;\r\n');
  });
});

describe('sheetKindOf', () => {
  it('tells .xlsx and .xls apart by content', () => {
    expect(sheetKindOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('xlsx');
    expect(sheetKindOf(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('xls');
    expect(sheetKindOf(Buffer.from('name;number'))).toBeNull();
  });
});
