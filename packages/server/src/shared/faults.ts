/**
 * Fault injection for the crash tests (issue 5 "Done when"): a test starts a real server process with
 * `PROSA_FAULT=<point>` and the process kills itself, uncatchably, the first time it reaches that
 * point. Nothing sets the variable outside tests.
 */
export type FaultPoint = 'after-inbound-stored' | 'after-provider-send';

export function faultPoint(point: FaultPoint): void {
  if (process.env.PROSA_FAULT === point) process.kill(process.pid, 'SIGKILL');
}
