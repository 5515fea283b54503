import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export interface StoredMedia {
  /** Relative to the media root: `company-{id}/{yyyy}/{mm}/{uuid}-{name}`. */
  path: string;
  size: number;
}

/** Safe file names: no path parts, spaces become underscores, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base.replace(/\s+/g, '_').replace(/[^\w.\-()]/g, '').replace(/^\.+/, '');
  return (cleaned || 'file').slice(-120);
}

/** Uploads wait here, outside every company's folder, until their request keeps or drops them. */
const INCOMING = '.incoming';

/**
 * Media files under the data directory, one folder per company. They are
 * only ever served through authorised, expiring URLs, never as a public folder.
 */
export class MediaStore {
  constructor(readonly root: string) {}

  async save(companyId: number, data: Buffer, filename: string, now = new Date()): Promise<StoredMedia> {
    const path = this.companyPath(companyId, filename, now);
    const absolute = this.resolve(path);
    await mkdir(dirname(absolute), { recursive: true });
    await writeFile(absolute, data);
    return { path, size: data.length };
  }

  /** A fresh file name in the staging folder, for an upload being received. */
  async stageIncoming(): Promise<{ path: string }> {
    const folder = join(this.root, INCOMING);
    await mkdir(folder, { recursive: true });
    return { path: join(folder, randomUUID()) };
  }

  /** Moves a staged upload into the company's folder (one rename: the staging folder is on the same disk). */
  async adopt(companyId: number, stagedPath: string, filename: string, size: number, now = new Date()): Promise<StoredMedia> {
    const path = this.companyPath(companyId, filename, now);
    const absolute = this.resolve(path);
    await mkdir(dirname(absolute), { recursive: true });
    await rename(stagedPath, absolute);
    return { path, size };
  }

  /** Removes a stored file; one already gone is not an error. */
  async remove(path: string): Promise<void> {
    await rm(this.resolve(path), { force: true });
  }

  /**
   * Staged uploads a stopped process left behind (it ended mid-request). Only old ones: another
   * process sharing the folder may be receiving a file right now.
   */
  async clearIncoming(olderThanMs = 60 * 60 * 1000, now = Date.now()): Promise<void> {
    const folder = join(this.root, INCOMING);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(folder, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > olderThanMs) await rm(path, { force: true });
    }
  }

  /** Every file of a company (a deleted company's media). */
  async removeCompanyFolder(companyId: number): Promise<void> {
    await rm(this.resolve(`company-${companyId}`), { recursive: true, force: true });
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

  private companyPath(companyId: number, filename: string, now: Date): string {
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return [`company-${companyId}`, String(now.getUTCFullYear()), month, `${randomUUID()}-${safeFileName(filename)}`].join('/');
  }
}
