import { createInflateRaw } from 'node:zlib';

/** An .xlsx holds a few dozen parts; far more is not a spreadsheet and costs an inflate each. */
const MAX_ENTRIES = 1_000;
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

interface ZipEntry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

/** The central directory's entries, or null when the container is not a plain (non-zip64) zip. */
function centralDirectory(data: Buffer): ZipEntry[] | null {
  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === 0xffffffff || count > MAX_ENTRIES) return null;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    entries.push({ method: data.readUInt16LE(at + 10), compressedSize: data.readUInt32LE(at + 20), declaredSize: data.readUInt32LE(at + 24), localOffset: data.readUInt32LE(at + 42) });
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** Bytes a raw-deflated slice inflates to, counted as it streams and stopped past `budget` (never held in memory). */
function inflatedSize(deflated: Buffer, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw();
    let size = 0;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflater.destroy();
        resolve(size);
      }
    });
    inflater.on('end', () => resolve(size));
    // Corrupt data: the sheet parser would refuse it too.
    inflater.on('error', () => resolve(Number.POSITIVE_INFINITY));
    inflater.end(deflated);
  });
}

/**
 * Whether a zip container unpacks to at most `limit` bytes, checked before any parser inflates it
 * (an .xlsx parser unpacks every part into memory, so a zip bomb would exhaust the process). The
 * sizes the directory declares are checked first, then each part is really inflated and counted,
 * since a hostile file may declare sizes it does not have.
 */
export async function zipExpandsWithin(data: Buffer, limit: number): Promise<boolean> {
  const entries = centralDirectory(data);
  if (!entries) return false;
  if (entries.reduce((sum, entry) => sum + entry.declaredSize, 0) > limit) return false;
  let total = 0;
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) return false;
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    if (start + entry.compressedSize > data.length) return false;
    if (entry.method === 0) total += entry.compressedSize;
    else if (entry.method === 8) total += await inflatedSize(data.subarray(start, start + entry.compressedSize), limit - total);
    else return false;
    if (total > limit) return false;
  }
  return true;
}
