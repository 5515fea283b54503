import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../shared/app-error.js';
import { zipExpandsWithin } from './zip-expansion.js';

/** Largest sheet accepted (bytes), data rows under the header, and the time a parse may take. */
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;
export const MAX_SHEET_ROWS = 50_000;
/**
 * What an .xlsx may unpack to: a 50,000-row sheet with a few dozen columns stays well below, while
 * a zip bomb (a small file that inflates to gigabytes) is refused before any parser sees it.
 */
export const MAX_SHEET_EXPANDED_BYTES = 100 * 1024 * 1024;
const PARSE_TIMEOUT_MS = 60_000;

export interface SheetLimits {
  rows: number;
  expandedBytes: number;
}
const LIMITS: SheetLimits = { rows: MAX_SHEET_ROWS, expandedBytes: MAX_SHEET_EXPANDED_BYTES };

const require = createRequire(import.meta.url);

/**
 * Runs in a worker thread: `.xlsx` through exceljs, `.xls` through the `xlsx`
 * package (0.18.5 has advisories for crafted files), so a hostile file can only exhaust the
 * worker's own heap and time, never the server's event loop. Answers the first sheet as rows of
 * cell texts, row i of the array being sheet row i + 1.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
async function read() {
  const { kind, data, maxRows, paths } = workerData;
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (kind === 'xlsx') {
    const ExcelJS = require(paths.exceljs);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.worksheets[0];
    const rows = [];
    let beyond = false;
    if (!sheet) return { rows, beyond };
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      if (number > maxRows) {
        beyond = beyond || row.values.some((value) => value !== null && value !== undefined && String(value).trim() !== '');
        return;
      }
      const cells = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => { cells[col - 1] = String(cell.text ?? ''); });
      rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
    });
    return { rows: Array.from(rows, (row) => row ?? []), beyond };
  }
  const XLSX = require(paths.xlsx);
  // One row more than allowed is read, so a longer sheet is told apart from one at the limit.
  const workbook = XLSX.read(buffer, { type: 'buffer', sheetRows: maxRows + 1, cellFormula: false, cellHTML: false, cellStyles: false });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) return { rows: [], beyond: false };
  const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false, defval: '', blankrows: true }).map((row) => row.map((cell) => String(cell ?? '')));
  const beyond = rows.slice(maxRows).some((row) => row.some((cell) => cell.trim() !== ''));
  return { rows: rows.slice(0, maxRows), beyond };
}
read().then((answer) => parentPort.postMessage(answer), (error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

export type SheetKind = 'xlsx' | 'xls';

/** By content, not by name: a zip container is `.xlsx`, an OLE2 compound file is `.xls`. */
export function sheetKindOf(data: Buffer): SheetKind | null {
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04) return 'xlsx';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  return null;
}

type WorkerAnswer = { rows?: string[][]; beyond?: boolean; error?: string };

/**
 * The first sheet's rows as cell texts (the header and at most `limits.rows` rows under it). A file
 * that is not a readable sheet, or an .xlsx that unpacks to more than `limits.expandedBytes`,
 * answers 400 `ERR_INVALID_SHEET`; a sheet with data beyond the row limit answers 400
 * `ERR_SHEET_TOO_MANY_ROWS` rather than being cut short, so nothing is half-imported.
 */
export async function readSheet(data: Buffer, limits: SheetLimits = LIMITS): Promise<string[][]> {
  if (data.length > MAX_SHEET_BYTES) throw new AppError('ERR_PAYLOAD_TOO_LARGE');
  const kind = sheetKindOf(data);
  if (!kind) throw new AppError('ERR_INVALID_SHEET');
  if (kind === 'xlsx' && !(await zipExpandsWithin(data, limits.expandedBytes))) throw new AppError('ERR_INVALID_SHEET');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { kind, data, maxRows: limits.rows + 1, paths: { exceljs: require.resolve('exceljs'), xlsx: require.resolve('xlsx') } },
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
  });
  let answer: WorkerAnswer;
  let rows: string[][];
  try {
    answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('sheet parse timed out')), PARSE_TIMEOUT_MS);
      worker.once('message', (message: WorkerAnswer) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`sheet worker exited with ${code}`));
      });
    });
    if (!answer.rows) throw new Error(answer.error ?? 'no rows');
    rows = answer.rows;
  } catch {
    throw new AppError('ERR_INVALID_SHEET');
  } finally {
    await worker.terminate();
  }
  if (answer.beyond) throw new AppError('ERR_SHEET_TOO_MANY_ROWS');
  return rows;
}
