import { describe, expect, it } from 'vitest';
import { heldByDeadLocalProcess, processAlive } from './local-process.js';

describe('holders of locks and leases', () => {
  const alive = new Set([4242]);
  const isAlive = (pid: number) => alive.has(pid);

  it('a process of this host that no longer runs held it', () => {
    expect(heldByDeadLocalProcess('box:999:ab12', 'box', isAlive)).toBe(true);
    // This very pid is an earlier life of the process: nothing was taken yet.
    expect(heldByDeadLocalProcess(`box:${process.pid}:cd34`, 'box', isAlive)).toBe(true);
  });

  it('a running process, another host or an unreadable holder keeps it', () => {
    expect(heldByDeadLocalProcess('box:4242:ab12', 'box', isAlive)).toBe(false);
    expect(heldByDeadLocalProcess('other:999:ab12', 'box', isAlive)).toBe(false);
    expect(heldByDeadLocalProcess('box', 'box', isAlive)).toBe(false);
    expect(heldByDeadLocalProcess('box:x:1', 'box', isAlive)).toBe(false);
    expect(heldByDeadLocalProcess(null, 'box', isAlive)).toBe(false);
  });

  it('tells a running pid from a gone one', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(2 ** 22 + 12345)).toBe(false);
  });
});
