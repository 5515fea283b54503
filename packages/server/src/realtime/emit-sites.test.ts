import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every socket event goes through the contract's channel map: the server emits only through
 * `Realtime` (whose methods take the map's payload types and, in tests, check them), and the web
 * app listens to company channels only through `useCompanyEvent`. These tests fail on an emit or a
 * listener that goes around them.
 */
const packagesRoot = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function linesMatching(root: string, pattern: RegExp, allowed: (file: string, line: string) => boolean): string[] {
  return sources(root).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => pattern.test(line) && !allowed(relative(root, file), line))
      .map((line) => `${relative(packagesRoot, file)}: ${line.trim()}`),
  );
}

describe('socket events through the typed channel map', () => {
  it('the server emits only from the realtime module (and test support)', () => {
    const serverRoot = join(packagesRoot, 'server', 'src');
    const stray = linesMatching(serverRoot, /\.emit\(/, (file) => file.startsWith('realtime/') || file.startsWith('test/'));
    expect(stray).toEqual([]);
  });

  it('the web app listens to events only through its realtime hooks', () => {
    const webRoot = join(packagesRoot, 'web', 'src');
    // Connection-level events are the socket's own, not company channels.
    const connectionEvent = /\.on\('(connect|connect_error|disconnect)'/;
    const stray = linesMatching(webRoot, /\.(on|onAny|once)\(/, (file, line) => file.startsWith('realtime/') || connectionEvent.test(line) || !/socket/i.test(line));
    const untyped = linesMatching(webRoot, /useSocketEvent\(/, (file) => file.startsWith('realtime/'));
    expect([...stray, ...untyped]).toEqual([]);
  });
});
