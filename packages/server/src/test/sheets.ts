import ExcelJS from 'exceljs';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';

/** An .xlsx file with these rows, as a spreadsheet program would save it. */
export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contatos');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A legacy .xls (BIFF8) file with these rows. */
export function xlsOf(rows: (string | number)[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Contatos');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

export interface ZipPart {
  name: string;
  /** The part's bytes, stored deflated. */
  content?: Buffer;
  /** Already raw-deflated bytes (a bomb is built as a stream, never held inflated). */
  deflated?: Buffer;
  /** The uncompressed size the directory declares (a hostile file may lie). */
  declaredSize?: number;
}

/** A zip container with these parts (CRCs left at 0: the parsers refuse it before checking them, or a test wants them refused). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const data = part.deflated ?? deflateRawSync(part.content ?? Buffer.alloc(0));
    const size = part.declaredSize ?? part.content?.length ?? 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `size` bytes of one repeated character, raw-deflated chunk by chunk (about a thousandth of the size). */
export async function deflatedFiller(size: number): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024, ' ');
  for (let written = 0; written < size; written += block.length) {
    if (!deflater.write(written + block.length <= size ? block : block.subarray(0, size - written))) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return Buffer.concat(chunks);
}
