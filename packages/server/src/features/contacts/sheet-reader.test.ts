import { describe, expect, it } from 'vitest';
import { deflatedFiller, xlsOf, xlsxOf, zipOf } from '../../test/sheets.js';
import { MAX_SHEET_EXPANDED_BYTES, readSheet } from './sheet-reader.js';
import { zipExpandsWithin } from './zip-expansion.js';

const MB = 1024 * 1024;
const errorOf = (promise: Promise<unknown>) => promise.then(() => 'read', (error: { code?: string }) => error.code);
const rowsOf = (count: number) => [['nome', 'numero'], ...Array.from({ length: count }, (_, i) => [`Pessoa ${i}`, `55119000000${String(i).padStart(2, '0')}`])];

describe('readSheet limits', () => {
  it('reads a sheet at the row limit; one data row more refuses the whole file (never cut short)', { timeout: 120_000 }, async () => {
    const limits = { rows: 3, expandedBytes: MAX_SHEET_EXPANDED_BYTES };
    expect(await readSheet(await xlsxOf(rowsOf(3)), limits)).toHaveLength(4);
    expect(await errorOf(readSheet(await xlsxOf(rowsOf(4)), limits))).toBe('ERR_SHEET_TOO_MANY_ROWS');
    // A row far below the others counts too, however many blank rows lie between.
    const far = await xlsxOf([...rowsOf(2), ...Array.from({ length: 20 }, () => []), ['Longe', '5511900009999']]);
    expect(await errorOf(readSheet(far, limits))).toBe('ERR_SHEET_TOO_MANY_ROWS');
    expect(await readSheet(xlsOf(rowsOf(3)), limits)).toHaveLength(4);
    expect(await errorOf(readSheet(xlsOf(rowsOf(4)), limits))).toBe('ERR_SHEET_TOO_MANY_ROWS');
  });

  it('a zip bomb is refused before any parser inflates it, whether its directory tells the truth or lies', { timeout: 120_000 }, async () => {
    const bomb = await deflatedFiller(MAX_SHEET_EXPANDED_BYTES + 10 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const honest = zipOf([{ name: '[Content_Types].xml', content: Buffer.from('<Types/>') }, { name: 'xl/worksheets/sheet1.xml', deflated: bomb, declaredSize: MAX_SHEET_EXPANDED_BYTES + 10 * MB }]);
    const lying = zipOf([{ name: '[Content_Types].xml', content: Buffer.from('<Types/>') }, { name: 'xl/worksheets/sheet1.xml', deflated: bomb, declaredSize: 4096 }]);
    expect(await zipExpandsWithin(honest, MAX_SHEET_EXPANDED_BYTES)).toBe(false);
    expect(await zipExpandsWithin(lying, MAX_SHEET_EXPANDED_BYTES)).toBe(false);
    const rssBefore = process.memoryUsage().rss;
    expect(await errorOf(readSheet(lying))).toBe('ERR_INVALID_SHEET');
    expect(await errorOf(readSheet(honest))).toBe('ERR_INVALID_SHEET');
    // Counted as it streams, never held: far less than the bomb's 110 MB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(60 * MB);
  });

  it('a real .xlsx unpacks within the limit; a zip without a workbook reads as nothing; a broken zip is refused', { timeout: 120_000 }, async () => {
    expect(await zipExpandsWithin(await xlsxOf(rowsOf(10)), MAX_SHEET_EXPANDED_BYTES)).toBe(true);
    // No header row: the routes answer ERR_INVALID_SHEET for it.
    expect(await readSheet(zipOf([{ name: 'leia-me.txt', content: Buffer.from('não é uma planilha') }]))).toEqual([]);
    expect(await errorOf(readSheet(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)])))).toBe('ERR_INVALID_SHEET');
  });
});
