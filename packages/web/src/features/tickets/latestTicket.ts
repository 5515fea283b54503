import type { Ticket } from '@prosa/contract';

/**
 * The copy of a ticket to keep when an action's answer arrives: it can come after a socket update
 * that followed it (a message came in meanwhile, a job ran) and must not undo it. A strictly later
 * `updatedAt` in the cache wins; on a tie the answer does. Socket events are not passed through
 * this: they come in commit order, while `updatedAt` is each writer's start time.
 */
export function latestTicket(cached: Ticket | undefined, incoming: Ticket): Ticket {
  if (!cached || cached.id !== incoming.id) return incoming;
  return Date.parse(cached.updatedAt) > Date.parse(incoming.updatedAt) ? cached : incoming;
}
