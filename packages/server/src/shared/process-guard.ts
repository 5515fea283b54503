import type { Logger } from 'pino';

export interface ProcessGuardOptions {
  log: Logger;
  /**
   * Whether the process can still serve after an uncaught failure (answers false when, say, the
   * embedded database stopped working). Only then does the process exit.
   */
  stillServing: () => Promise<boolean>;
  /** Ends the process with a message for whoever runs it. */
  exit: (message: string) => void;
}

/**
 * The last resort: a rejection or exception that escaped every handler (a request, a socket event,
 * a job, a provider) is logged with what Node knows of where it came from, and the process goes
 * on. It exits only when the failure left it unable to serve, and says why.
 */
export function installProcessGuard({ log, stillServing, exit }: ProcessGuardOptions): void {
  let checking = false;
  const checkStillServing = () => {
    if (checking) return;
    checking = true;
    void stillServing()
      .catch(() => false)
      .then((serving) => {
        checking = false;
        if (!serving) exit('After an unexpected failure the server can no longer reach its database.');
      });
  };
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason, kind: 'unhandledRejection' }, 'a failure escaped its handler; the process keeps serving');
    checkStillServing();
  });
  process.on('uncaughtException', (err, origin) => {
    log.error({ err, origin, kind: 'uncaughtException' }, 'a failure escaped its handler; the process keeps serving');
    checkStillServing();
  });
}
