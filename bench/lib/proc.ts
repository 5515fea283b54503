import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Linux process accounting from /proc: CPU seconds and resident memory, no extra tools. */
const TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** User + system CPU seconds a process has used (0 once it is gone). */
export function cpuSeconds(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export function rssMb(pid: number): number {
  const status = read(`/proc/${pid}/status`);
  const match = status && /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** CPU seconds of each PostgreSQL process of the machine, by pid. */
function postgresProcesses(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && read(`/proc/${entry}/comm`)?.trim() === 'postgres') cpu.set(Number(entry), cpuSeconds(Number(entry)));
  }
  return cpu;
}

/** Busy and total jiffies of the whole machine (all cores). */
function machineTicks(): { busy: number; total: number } {
  const line = read('/proc/stat')?.split('\n')[0] ?? 'cpu 0 0 0 0';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

export interface Usage {
  seconds: number;
  /** CPU seconds of the Prosa process. */
  serverCpuS: number;
  /**
   * CPU seconds of PostgreSQL's processes (0 on PGlite, which runs inside Prosa): per process, from
   * its value at the start (0 for processes started meanwhile) to the end; a connection closed
   * during the window takes its last counts with it, so this slightly undercounts.
   */
  postgresCpuS: number;
  /** CPU seconds of this process: the load tool and the socket clients. */
  loadToolCpuS: number;
  /** CPU seconds of everything else on the machine: anything above noise means the run was disturbed. */
  otherCpuS: number;
  /** Share of both cores busy with anything, load tool included. */
  machineBusyPct: number;
  rssMaxMb: number;
}

/** Samples one process (RSS every 250 ms) and the machine between `start` and `stop`. */
export function sampleUsage(pid: number, countPostgres: boolean): { stop(): Usage } {
  const started = performance.now();
  const cpu0 = cpuSeconds(pid);
  const pg0 = countPostgres ? postgresProcesses() : new Map<number, number>();
  const machine0 = machineTicks();
  const self0 = process.cpuUsage();
  let rssMax = rssMb(pid);
  const timer = setInterval(() => (rssMax = Math.max(rssMax, rssMb(pid))), 250);
  return {
    stop() {
      clearInterval(timer);
      rssMax = Math.max(rssMax, rssMb(pid));
      const machine1 = machineTicks();
      const total = machine1.total - machine0.total;
      const self = process.cpuUsage(self0);
      const serverCpuS = cpuSeconds(pid) - cpu0;
      const loadToolCpuS = (self.user + self.system) / 1e6;
      let postgresCpuS = 0;
      if (countPostgres) for (const [pgPid, seconds] of postgresProcesses()) postgresCpuS += seconds - (pg0.get(pgPid) ?? 0);
      return {
        seconds: Math.round(performance.now() - started) / 1000,
        serverCpuS: round2(serverCpuS),
        postgresCpuS: round2(postgresCpuS),
        loadToolCpuS: round2(loadToolCpuS),
        otherCpuS: round2(Math.max(0, (machine1.busy - machine0.busy) / TICKS_PER_SECOND - serverCpuS - postgresCpuS - loadToolCpuS)),
        machineBusyPct: total > 0 ? Math.round(((machine1.busy - machine0.busy) / total) * 1000) / 10 : 0,
        rssMaxMb: rssMax,
      };
    },
  };
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
