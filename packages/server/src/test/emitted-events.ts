import type { EmittedEvent } from '../realtime/realtime.js';
import type { TestServer } from './test-server.js';

/** Which emitted events to keep: by company, channel and kind of recipient; every field optional. */
export interface EmittedFilter {
  companyId?: number;
  channel?: string;
  /** `company`: company-wide emits only; `user`: those sent to one user; `rooms`: to server rooms. */
  to?: 'company' | 'user' | 'rooms';
}

/** An event with who it went to: `company`, `user-{id}`, `rooms` or `everyone`. */
export interface SentEvent {
  to: string;
  payload: unknown;
}

function recipient(event: EmittedEvent): string {
  if ('company' in event.to) return 'company';
  if ('user' in event.to) return `user-${event.to.user}`;
  if ('rooms' in event.to) return 'rooms';
  return 'everyone';
}

function matches(event: EmittedEvent, filter: EmittedFilter): boolean {
  if (filter.companyId !== undefined && event.companyId !== filter.companyId) return false;
  if (filter.channel !== undefined && event.channel !== filter.channel) return false;
  if (filter.to !== undefined && !(filter.to in event.to)) return false;
  return true;
}

/** The events emitted while `action` ran, as the filter keeps them, with their recipients. */
export async function sentDuring(server: TestServer, filter: EmittedFilter, action: () => Promise<unknown>): Promise<SentEvent[]> {
  const start = server.emitted.length;
  await action();
  return sentSince(server, start, filter);
}

/** The payloads emitted while `action` ran, as the filter keeps them. */
export async function eventsDuring(server: TestServer, filter: EmittedFilter, action: () => Promise<unknown>): Promise<unknown[]> {
  return (await sentDuring(server, filter, action)).map((event) => event.payload);
}

/** The events emitted since `start` (an earlier length of `server.emitted`). */
export function sentSince(server: TestServer, start: number, filter: EmittedFilter = {}): SentEvent[] {
  return server.emitted
    .slice(start)
    .filter((event) => matches(event, filter))
    .map((event) => ({ to: recipient(event), payload: event.payload }));
}
