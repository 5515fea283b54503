import autocannon from 'autocannon';

/** One measured load run: the figures the reference benchmark reports. */
export interface LoadFigures {
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  /** Non-2xx answers, socket errors and timeouts: any makes the run an error. */
  errors: number;
}

export interface Durations {
  warmupS: number;
  measureS: number;
}

/** As the reference benchmark measures: 3 s warm-up (discarded), then 10 s measured, 10 s client timeout. */
export const FULL_DURATIONS: Durations = { warmupS: 3, measureS: 10 };
// autocannon runs at least one second whatever the duration; quick runs skip the warm-up.
export const QUICK_DURATIONS: Durations = { warmupS: 0, measureS: 1 };
export const CONCURRENCIES = [1, 16, 64] as const;

export interface HttpLoad {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** Called for every request: lets a run rotate paths and bodies (autocannon `setupRequest`). */
  next?: () => { path: string; body?: string };
}

function run(load: HttpLoad, connections: number, duration: number): Promise<autocannon.Result> {
  const next = load.next;
  const requests: autocannon.Request[] | undefined = next
    ? [{ method: load.method ?? 'GET', setupRequest: (request) => ({ ...request, ...next(), headers: { ...request.headers, 'content-type': 'application/json' } }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      { url: load.url, connections, duration, timeout: 10, headers: load.headers, method: load.method ?? 'GET', ...(requests ? { requests } : {}) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** `autocannon -c C -d 3 -t 10` (discarded), then `-d 10` measured; the reference's method. */
export async function loadHttp(load: HttpLoad, connections: number, durations: Durations): Promise<LoadFigures> {
  if (durations.warmupS > 0) await run(load, connections, durations.warmupS);
  const result = await run(load, connections, durations.measureS);
  const completed = result.requests.total;
  return {
    connections,
    durationS: result.duration,
    requests: completed,
    rps: Math.round((completed / Math.max(result.duration, 0.001)) * 10) / 10,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

const ms = (value: number) => Math.round(value * 100) / 100;

/** The figures of a list of latencies (ms) measured over `seconds`. */
export function figuresOf(latencies: number[], seconds: number, connections: number, errors: number): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    connections,
    durationS: ms(seconds),
    requests: sorted.length,
    rps: Math.round((sorted.length / Math.max(seconds, 0.001)) * 10) / 10,
    p50: ms(percentile(sorted, 50)),
    p97_5: ms(percentile(sorted, 97.5)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? 0),
    errors,
  };
}

/**
 * The same closed loop as autocannon for work that is not HTTP (the SQL floor): `connections`
 * callers each run `work` back to back; a warm-up, then the measured window.
 */
export async function loadFunction(work: () => Promise<unknown>, connections: number, durations: Durations): Promise<LoadFigures> {
  const loop = async (seconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          try {
            await work();
            latencies.push(performance.now() - t0);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    return figuresOf(latencies, (performance.now() - started) / 1000, connections, errors);
  };
  if (durations.warmupS > 0) await loop(durations.warmupS);
  return loop(durations.measureS);
}
