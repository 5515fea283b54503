import type { Report } from './report.js';

/**
 * One target of the performance issues, checked against one run: `target` and `measured` are plain
 * numbers in `unit`, so a reader (or a script comparing runs) needs no parsing. `atMost` says which
 * side of the target passes.
 */
export interface TargetCheck {
  name: string;
  target: number;
  measured: number;
  unit: string;
  atMost: boolean;
  met: boolean;
  /** What else decided `met` (errors, timeouts), or the context of the figure. */
  note?: string;
}

type Unchecked = Omit<TargetCheck, 'met'> & { alsoRequires?: boolean };

const check = ({ alsoRequires = true, ...item }: Unchecked): TargetCheck => ({
  ...item,
  met: alsoRequires && (item.atMost ? item.measured < item.target : item.measured >= item.target),
});

/**
 * Every target of the two performance rounds that this run measured. The list and conversation
 * figures are stated for `large` on PostgreSQL, the embedded database's for `medium` on PGlite; a
 * run of another size still reports them, for comparison.
 */
export function checkTargets(report: Omit<Report, 'targets'>): TargetCheck[] {
  const items: Unchecked[] = [];
  const endpoint = (id: string) => report.endpoints?.find((item) => item.id === id);
  const at = (id: string, c: number) => endpoint(id)?.runs.find((run) => run.connections === c);
  const errorsNote = (errors: number) => (errors ? `${errors} failed requests` : undefined);
  const pglite = report.engine === 'pglite';

  for (const id of ['a', 'b', 'c']) {
    const c64 = at(id, 64);
    if (c64 && !pglite) {
      items.push({ name: `(${id}) throughput at c=64`, target: 2000, measured: c64.rps, unit: 'req/s', atMost: false, alsoRequires: c64.errors === 0, note: errorsNote(c64.errors) });
      items.push({ name: `(${id}) p99 at c=64`, target: 60, measured: c64.p99, unit: 'ms', atMost: true, alsoRequires: c64.errors === 0, note: errorsNote(c64.errors) });
    }
    if (c64 && pglite) items.push({ name: `(${id}) no request timing out at c=64 (p99 reported)`, target: 1, measured: c64.errors, unit: 'failed requests', atMost: true, note: `p99 ${c64.p99} ms` });
    const c1 = at(id, 1);
    if (c1) items.push({ name: `(${id}) p99 at c=1`, target: 10, measured: c1.p99, unit: 'ms', atMost: true });
  }
  const conversation = at('e', 1);
  if (conversation && pglite) items.push({ name: '(e) conversation page p99 at c=1', target: 10, measured: conversation.p99, unit: 'ms', atMost: true });
  const messages = at('e', 64);
  if (messages && !pglite) {
    items.push({ name: '(e) GET /messages throughput at c=64', target: 3000, measured: messages.rps, unit: 'req/s', atMost: false, alsoRequires: messages.errors === 0, note: errorsNote(messages.errors) });
    items.push({ name: '(e) GET /messages p99 at c=64', target: 40, measured: messages.p99, unit: 'ms', atMost: true, alsoRequires: messages.errors === 0, note: errorsNote(messages.errors) });
  }
  const search16 = at('d', 16);
  if (search16) items.push({ name: '(d) search p99 at c=16, no errors', target: 150, measured: search16.p99, unit: 'ms', atMost: true, alsoRequires: search16.errors === 0, note: errorsNote(search16.errors) });
  const search1 = at('d', 1);
  if (search1) items.push({ name: '(d) search p99 at c=1', target: 50, measured: search1.p99, unit: 'ms', atMost: true });

  if (report.intake) {
    const sustained = report.intake.sustainedPerS;
    if (pglite) items.push({ name: 'inbound intake sustained (embedded database)', target: 200, measured: sustained, unit: 'msg/s', atMost: false });
    else items.push({ name: 'inbound intake sustained (stretch 2,000)', target: 1000, measured: sustained, unit: 'msg/s', atMost: false });
    const latency = report.intake.latency.find((item) => item.rate === 200);
    if (latency) items.push({ name: `intake → first socket p99 at 200 msg/s (${latency.sockets} agent sockets)`, target: 50, measured: latency.firstP99, unit: 'ms', atMost: true, alsoRequires: latency.errors === 0, note: `last socket p99 ${latency.allP99} ms${latency.errors ? `, ${latency.errors} failed posts` : ''}` });
  }
  const fan = report.fanout?.find((run) => run.sockets === 1000);
  if (fan) items.push({ name: 'fan-out to 1,000 sockets, p99 per delivery', target: 100, measured: fan.p99, unit: 'ms', atMost: true, alsoRequires: fan.missing === 0, note: `${fan.allP99} ms to the last socket${fan.missing ? `, ${fan.missing} missing` : ''}` });
  for (const item of report.dashboard ?? []) {
    const c1 = item.runs.find((run) => run.connections === 1);
    if (c1) items.push({ name: `(${item.id}) ${item.name} p99 at c=1`, target: item.targetP99Ms, measured: c1.p99, unit: 'ms', atMost: true, alsoRequires: c1.errors === 0, note: errorsNote(c1.errors) });
  }
  if (report.startup) {
    const { rest } = report.startup;
    items.push({ name: 'periodic jobs at rest (Prosa + PostgreSQL)', target: 1, measured: Math.round((rest.serverCpuPct + rest.postgresCpuPct) * 100) / 100, unit: '% of a core', atMost: true });
    if (pglite) items.push({ name: 'start-up on the embedded database (median)', target: 3000, measured: report.startup.medianMs, unit: 'ms', atMost: true });
    items.push({ name: 'resting RSS', target: pglite ? 300 : 150, measured: report.startup.rssAfterStartMb, unit: 'MB', atMost: true });
  }
  return items.map(check);
}

/** The target as a person reads it: "< 150 ms", "≥ 1000 msg/s". */
export const targetText = (item: TargetCheck) => `${item.atMost ? '<' : '≥'} ${item.target.toLocaleString('en')} ${item.unit}`;
