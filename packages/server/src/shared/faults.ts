/**
 * Fault injection for the crash tests: a test starts a real server process with
 * `PROSA_FAULT=<point>` and the process kills itself, uncatchably, the first time it reaches that
 * point. Nothing sets the variable outside tests.
 */
export type FaultPoint = 'after-inbound-stored' | 'after-provider-send';

export function faultPoint(point: FaultPoint): void {
  if (process.env.PROSA_FAULT === point) process.kill(process.pid, 'SIGKILL');
}

/** Points where a test makes the code fail the way a bug would, to show the process survives it. */
export type BugPoint = 'socket-handler';

/**
 * With `PROSA_FAULT=<point>`, throws here, and leaves a stray promise rejection and a stray
 * exception behind, as careless code would: the last-resort guard must keep the process serving.
 */
export function bugPoint(point: BugPoint): void {
  if (process.env.PROSA_FAULT !== point) return;
  void Promise.reject(new Error(`injected fault at ${point}: a rejection nobody handles`));
  setImmediate(() => {
    throw new Error(`injected fault at ${point}: an exception nobody catches`);
  });
  throw new Error(`injected fault at ${point}`);
}
