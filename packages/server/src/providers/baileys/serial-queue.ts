/**
 * Runs tasks one after another in the order they were queued. Baileys does not await its event
 * listeners, so without this an update could be stored before the message it updates, or a
 * message handled before the connection's open time is known.
 */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly onError: (error: unknown) => void) {}

  push(task: () => Promise<void>): Promise<void> {
    const run = this.tail.then(task).catch(this.onError);
    this.tail = run;
    return run;
  }

  /** Resolves once everything queued so far has run. */
  idle(): Promise<void> {
    return this.tail;
  }
}
