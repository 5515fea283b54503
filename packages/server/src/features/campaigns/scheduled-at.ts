import { instantsReachingWall } from '../../shared/zoned-time.js';

/**
 * The instant a campaign's `scheduledAt` names: ISO 8601 with an offset as sent, or the seed
 * client's 'YYYY-MM-DD HH:mm:ss' (no offset) read as wall time in the company's time zone.
 */
export function scheduledInstant(value: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(value.trim());
  if (!match) return new Date(value);
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second ?? 0);
  return new Date(instantsReachingWall(wall, timeZone)[0]!);
}
