import { instantsReachingWall } from '../../shared/zoned-time.js';

/**
 * A schedule's `sendAt` as sent: ISO 8601 with an offset is that instant; a wall time without one
 * (`YYYY-MM-DD HH:mm:ss`, the seeds' client) is read on the company's clock.
 */
export function sendAtInstant(value: string, timeZone: string): Date {
  const wall = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(value.trim());
  if (!wall) return new Date(value);
  const [year, month, day, hour, minute, second] = wall.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return new Date(instantsReachingWall(Date.UTC(year, month - 1, day, hour, minute, second), timeZone)[0]!);
}
