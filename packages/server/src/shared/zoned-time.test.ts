import { describe, expect, it } from 'vitest';
import { instantsReachingWall, wallParts, wallTimeOf } from './zoned-time.js';

const at = (iso: string) => Date.parse(iso);
const wall = (iso: string) => Date.parse(`${iso}Z`);

describe('wallParts', () => {
  it('reads the local date, time and weekday in the zone', () => {
    // 2024-05-13T02:30Z is Monday in UTC but still Sunday 23:30 in São Paulo (UTC-3).
    expect(wallParts(at('2024-05-13T02:30:15Z'), 'America/Sao_Paulo')).toEqual({ year: 2024, month: 5, day: 12, hour: 23, minute: 30, second: 15, weekday: 6 });
    expect(wallParts(at('2024-05-13T02:30:15Z'), 'UTC')).toEqual({ year: 2024, month: 5, day: 13, hour: 2, minute: 30, second: 15, weekday: 0 });
  });

  it('gives midnight as hour 0, never 24', () => {
    expect(wallParts(at('2024-05-13T03:00:00Z'), 'America/Sao_Paulo').hour).toBe(0);
  });

  it('reads an unknown zone as UTC instead of throwing', () => {
    expect(wallParts(at('2024-05-13T02:30:15Z'), 'Mars/Olympus')).toEqual(wallParts(at('2024-05-13T02:30:15Z'), 'UTC'));
  });

  it('keeps the milliseconds of the instant', () => {
    expect(wallTimeOf(at('2024-05-13T02:30:15.250Z'), 'America/Sao_Paulo')).toBe(wall('2024-05-12T23:30:15.250'));
  });
});

describe('instantsReachingWall', () => {
  it('finds the one instant of an ordinary wall time', () => {
    expect(instantsReachingWall(wall('2024-05-06T08:00:00'), 'America/Sao_Paulo')).toEqual([at('2024-05-06T11:00:00Z')]);
    expect(instantsReachingWall(wall('2024-05-06T08:00:00'), 'UTC')).toEqual([at('2024-05-06T08:00:00Z')]);
  });

  it('finds both instants of a wall time repeated when the clocks fall back', () => {
    // New York, 2024-11-03: 02:00 EDT becomes 01:00 EST, so 01:30 happens at 05:30Z and at 06:30Z.
    expect(instantsReachingWall(wall('2024-11-03T01:30:00'), 'America/New_York')).toEqual([at('2024-11-03T05:30:00Z'), at('2024-11-03T06:30:00Z')]);
  });

  it('answers the jump for a wall time skipped when the clocks spring forward', () => {
    // New York, 2024-03-10: 02:00 EST becomes 03:00 EDT at 07:00Z; 02:30 never shows.
    expect(instantsReachingWall(wall('2024-03-10T02:30:00'), 'America/New_York')).toEqual([at('2024-03-10T07:00:00Z')]);
  });

  it('handles a skipped local midnight (São Paulo DST start, 2018-11-04)', () => {
    expect(instantsReachingWall(wall('2018-11-04T00:00:00'), 'America/Sao_Paulo')).toEqual([at('2018-11-04T03:00:00Z')]);
  });
});
