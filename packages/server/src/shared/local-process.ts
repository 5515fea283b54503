/**
 * Locks and leases name their holder `host:pid:…`. At start a process hands back what a process of
 * its own host held and no longer runs (a crash, a SIGKILL), instead of waiting for the hold to
 * expire. A holder under this process's own pid is an earlier life (a container restarted as pid 1),
 * since nothing was taken yet.
 */
export function heldByDeadLocalProcess(holder: string | null, host: string, isAlive: (pid: number) => boolean): boolean {
  const [holderHost, pidText] = (holder ?? '').split(':');
  const pid = Number(pidText);
  return holderHost === host && Number.isInteger(pid) && pid > 0 && (pid === process.pid || !isAlive(pid));
}

/** Whether a process of this host still runs (signal 0 only checks). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
