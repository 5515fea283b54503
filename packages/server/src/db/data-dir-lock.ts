import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. We keep a pid
 * file: a live owner refuses the second process; a dead owner's file is taken over at once.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'prosa.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${resolve(dataDir)} is in use by another Prosa process (pid ${owner}). ` +
            'Stop that process or point DATA_DIR at another folder.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${resolve(dataDir)}.`);
}
