import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('embedded database settings', () => {
  it('a data folder opened as the server opens it runs with 32 MB of shared buffers (resting memory, docs/PERFORMANCE.md)', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prosa-pglite-settings-'));
    dirs.push(dir);
    const database = await openPglite(dir);
    try {
      const { rows } = await database.pglite!.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});
