import { log } from './log.js';
import { sampleUsage } from './proc.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Anything else using more than this share of one core disturbs a measurement. */
export const DISTURBED_CORE_SHARE = 0.3;

/**
 * The machine is shared (CI runs on it): before a measured run, wait until nothing but Prosa,
 * PostgreSQL and this process used more than 30 % of a core over 2 s. Gives up after `maxWaitMs`
 * and measures anyway (the report's "other" CPU column then shows the disturbance).
 */
export async function waitForQuietMachine(prosaPid: number, countPostgres: boolean, maxWaitMs = 60 * 60_000): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  let announced = 0;
  for (;;) {
    const usage = sampleUsage(prosaPid, countPostgres);
    await sleep(2000);
    const { otherCpuS, seconds } = usage.stop();
    if (otherCpuS / seconds < DISTURBED_CORE_SHARE || Date.now() > deadline) return;
    if (Date.now() - announced > 60_000) {
      log(`machine busy with something else (${Math.round((otherCpuS / seconds) * 100)} % of a core): waiting for it to calm down…`);
      announced = Date.now();
    }
    await sleep(8000);
  }
}

/** Whether a measured window was disturbed by other work on the machine. */
export function disturbed(usage: { otherCpuS: number; seconds: number }): boolean {
  return usage.otherCpuS / Math.max(usage.seconds, 0.001) >= DISTURBED_CORE_SHARE;
}
