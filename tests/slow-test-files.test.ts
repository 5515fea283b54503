import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOW_TEST_FILES } from './slow-test-files.js';

const root = join(import.meta.dirname, '..');

describe('the slow test files started first', () => {
  it('each exists (a renamed or removed file would silently drop out of the order)', () => {
    expect(Object.keys(SLOW_TEST_FILES).filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
