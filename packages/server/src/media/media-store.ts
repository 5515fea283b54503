import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export interface StoredMedia {
  /** Relative to the media root: `company-{id}/{yyyy}/{mm}/{uuid}-{name}`. */
  path: string;
  size: number;
}

/** Safe file names: no path parts, spaces become underscores (seed 001 §5), at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base.replace(/\s+/g, '_').replace(/[^\w.\-()]/g, '').replace(/^\.+/, '');
  return (cleaned || 'file').slice(-120);
}

/**
 * Media files under the data directory, one folder per company (design.md §2 "Media"). They are
 * only ever served through authorised, expiring URLs, never as a public folder.
 */
export class MediaStore {
  constructor(private readonly root: string) {}

  async save(companyId: number, data: Buffer, filename: string, now = new Date()): Promise<StoredMedia> {
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const path = [`company-${companyId}`, String(now.getUTCFullYear()), month, `${randomUUID()}-${safeFileName(filename)}`].join('/');
    const absolute = this.resolve(path);
    await mkdir(dirname(absolute), { recursive: true });
    await writeFile(absolute, data);
    return { path, size: data.length };
  }

  read(path: string): Promise<Buffer> {
    return readFile(this.resolve(path));
  }

  /** Absolute path of a stored file; refuses anything that would leave the media root. */
  resolve(path: string): string {
    const absolute = normalize(join(this.root, path));
    if (!absolute.startsWith(normalize(this.root) + sep)) throw new Error('media path outside the media root');
    return absolute;
  }
}
