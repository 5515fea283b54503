import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that may only happen once a transaction committed (socket events, waking the job runner):
 * collected while the transaction runs, run after it. A failing task never undoes the commit.
 */
export class AfterCommit {
  private readonly tasks: (() => Promise<unknown> | unknown)[] = [];

  add(task: () => Promise<unknown> | unknown): void {
    this.tasks.push(task);
  }

  async run(log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
    for (const task of this.tasks.splice(0)) {
      try {
        await task();
      } catch (err) {
        log.error({ err }, 'after-commit task failed');
      }
    }
  }
}
