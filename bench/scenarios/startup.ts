import { log } from '../lib/log.js';
import { round2, rssMb, sampleUsage } from '../lib/proc.js';
import { startProsa, type RunningProsa } from '../lib/server.js';
import type { Target } from '../lib/target.js';

export interface StartupResult {
  /** Spawn to the first 200 of `GET /version`, for every start. */
  startsMs: number[];
  medianMs: number;
  /** Resident memory once started and settled, before any client. */
  rssAfterStartMb: number;
  /** From `restAfterS` after start-up on: the start-up's compilation and garbage are behind it. */
  rest: { afterS: number; seconds: number; serverCpuPct: number; postgresCpuPct: number; otherCpuPct: number; rssMb: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts Prosa `starts` times (the last one stays up for the other scenarios), then measures its
 * memory after settling and, from `restAfterS` after the start on, the CPU it and PostgreSQL burn
 * with no client at all for `restS` seconds: the periodic jobs' cost with every open ticket in
 * place. A CPU profile of the first minute (bench/profile.ts --what=rest) shows the first 30 s busy
 * with module compilation and the garbage collection of start-up (0.7 % of a core from 10 to 30 s),
 * then flat: that tail is start-up, not rest.
 */
export async function startMeasured(target: Target, starts: number, settleS: number, restAfterS: number, restS: number, beforeRun: (prosaPid: number) => Promise<void>): Promise<{ prosa: RunningProsa; result: StartupResult }> {
  const startsMs: number[] = [];
  await beforeRun(0);
  let prosa = await startProsa(target.serverEnv);
  startsMs.push(prosa.startupMs);
  for (let i = 1; i < starts; i++) {
    await prosa.stop();
    await beforeRun(0);
    prosa = await startProsa(target.serverEnv);
    startsMs.push(prosa.startupMs);
  }
  try {
    await sleep(settleS * 1000);
    const rssAfterStartMb = rssMb(prosa.pid);
    await sleep(Math.max(0, restAfterS - settleS) * 1000);
    await beforeRun(prosa.pid);
    const usage = sampleUsage(prosa.pid, target.engine === 'postgres');
    await sleep(restS * 1000);
    const rest = usage.stop();
    const sorted = [...startsMs].sort((a, b) => a - b);
    const result: StartupResult = {
      startsMs,
      medianMs: sorted[Math.floor((sorted.length - 1) / 2)]!,
      rssAfterStartMb,
      rest: { afterS: restAfterS, seconds: rest.seconds, serverCpuPct: round2((rest.serverCpuS / rest.seconds) * 100), postgresCpuPct: round2((rest.postgresCpuS / rest.seconds) * 100), otherCpuPct: round2((rest.otherCpuS / rest.seconds) * 100), rssMb: rest.rssMaxMb },
    };
    log(`startup: median ${result.medianMs} ms of ${startsMs.join(', ')}; RSS ${rssAfterStartMb} MB; at rest Prosa ${result.rest.serverCpuPct} % and PostgreSQL ${result.rest.postgresCpuPct} % of a core`);
    return { prosa, result };
  } catch (error) {
    await prosa.stop();
    throw error;
  }
}
