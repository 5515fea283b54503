import type { Queue } from '@prosa/contract';

/** The order of `GET /queue`: `orderQueue` (unordered last), then name, then id. */
export function compareQueues(a: Queue, b: Queue): number {
  const order = (queue: Queue) => queue.orderQueue ?? Number.POSITIVE_INFINITY;
  return order(a) - order(b) || a.name.localeCompare(b.name) || a.id - b.id;
}

export type QueueEvent = { kind: 'update'; queue: Queue } | { kind: 'delete'; id: number };

/** Reads a `company-{id}-queue` payload; anything malformed is ignored. */
export function readQueueEvent(payload: unknown): QueueEvent | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { action, queue, queueId } = payload as { action?: unknown; queue?: Partial<Queue>; queueId?: unknown };
  if (action === 'delete' && typeof queueId === 'number') return { kind: 'delete', id: queueId };
  if ((action === 'update' || action === 'create') && queue && typeof queue.id === 'number' && typeof queue.name === 'string') return { kind: 'update', queue: queue as Queue };
  return undefined;
}

/** Upsert or remove, keeping the server's order; an answer older than the cached one is ignored. */
export function applyQueueEvent(list: Queue[] | undefined, event: QueueEvent): Queue[] | undefined {
  if (!list) return list;
  if (event.kind === 'delete') return list.filter((queue) => queue.id !== event.id);
  const current = list.find((queue) => queue.id === event.queue.id);
  if (current && current.updatedAt > event.queue.updatedAt) return list;
  return [...list.filter((queue) => queue.id !== event.queue.id), event.queue].sort(compareQueues);
}
