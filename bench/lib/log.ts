const started = performance.now();

/** Progress lines on stderr, stamped with the seconds since the run began. */
export function log(message: string): void {
  process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`);
}
