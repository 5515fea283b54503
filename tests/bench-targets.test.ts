import { describe, expect, it } from 'vitest';
import type { LoadFigures } from '../bench/lib/load.js';
import type { Report } from '../bench/lib/report.js';
import { checkTargets } from '../bench/lib/targets.js';

const run = (connections: number, rps: number, p99: number, errors = 0): LoadFigures => ({ connections, durationS: 10, requests: rps * 10, rps, p50: p99 / 2, p97_5: p99, p99, max: p99, errors });

function reportOf(engine: 'postgres' | 'pglite', endpoints: { id: string; runs: LoadFigures[] }[], sustainedPerS = 0): Omit<Report, 'targets'> {
  return {
    engine,
    size: engine === 'postgres' ? 'large' : 'medium',
    endpoints: endpoints.map((item) => ({ ...item, name: item.id, who: 'agent', path: '/', responseBytes: 1 })),
    intake: { latency: [{ rate: 200, seconds: 10, sent: 2000, delivered: 2000, sockets: 200, socketsConnectMs: 1, firstP50: 5, firstP99: 49, allP50: 9, allP99: 80, errors: 0, usage: {} }], steps: [], sustainedPerS },
  } as unknown as Omit<Report, 'targets'>;
}

const byName = (checks: ReturnType<typeof checkTargets>, name: string) => checks.find((item) => item.name === name);

describe('benchmark targets', () => {
  it('checks each figure as a plain number against its own bound, strictly below for times', () => {
    const checks = checkTargets(reportOf('postgres', [{ id: 'a', runs: [run(1, 200, 10), run(64, 2000, 59)] }, { id: 'd', runs: [run(16, 100, 149, 1)] }], 999));
    expect(byName(checks, '(a) p99 at c=1')).toMatchObject({ target: 10, measured: 10, unit: 'ms', met: false });
    expect(byName(checks, '(a) throughput at c=64')).toMatchObject({ target: 2000, measured: 2000, unit: 'req/s', met: true });
    expect(byName(checks, '(a) p99 at c=64')).toMatchObject({ target: 60, measured: 59, met: true });
    // A fast search with a failed request misses its target.
    expect(byName(checks, '(d) search p99 at c=16, no errors')).toMatchObject({ measured: 149, met: false, note: '1 failed requests' });
    expect(byName(checks, 'inbound intake sustained (stretch 2,000)')).toMatchObject({ target: 1000, measured: 999, met: false });
    expect(checks.find((item) => item.name.startsWith('intake → first socket p99'))).toMatchObject({ target: 50, measured: 49, met: true });
  });

  it('holds the embedded database to its own intake and time-out targets instead of the throughput ones', () => {
    const checks = checkTargets(reportOf('pglite', [{ id: 'a', runs: [run(1, 200, 8), run(64, 300, 900, 2)] }, { id: 'e', runs: [run(1, 300, 4)] }], 200));
    expect(byName(checks, '(a) throughput at c=64')).toBeUndefined();
    expect(byName(checks, '(a) no request timing out at c=64 (p99 reported)')).toMatchObject({ measured: 2, met: false, note: 'p99 900 ms' });
    expect(byName(checks, '(e) conversation page p99 at c=1')).toMatchObject({ measured: 4, met: true });
    expect(byName(checks, 'inbound intake sustained (embedded database)')).toMatchObject({ target: 200, measured: 200, met: true });
  });
});
