import type { WaitingWithoutQueue } from '@prosa/contract';

/** How long tickets may wait without a queue before the admins are warned. */
export const UNQUEUED_WAIT_WARNING_MS = 5 * 60_000;

export interface UnqueuedWarning {
  count: number;
  /** Minutes the oldest has waited. */
  minutes: number;
}

/** The warning to show, once the oldest ticket without a queue has waited the limit. */
export function unqueuedWarning(waiting: WaitingWithoutQueue | undefined, now: Date): UnqueuedWarning | undefined {
  if (!waiting || waiting.count === 0 || waiting.oldestSince === null) return undefined;
  const waited = now.getTime() - Date.parse(waiting.oldestSince);
  if (Number.isNaN(waited) || waited < UNQUEUED_WAIT_WARNING_MS) return undefined;
  return { count: waiting.count, minutes: Math.floor(waited / 60_000) };
}
