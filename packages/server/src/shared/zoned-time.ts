/**
 * Wall-clock arithmetic in an IANA time zone with nothing but `Intl` (no date library). A "wall" time
 * is the local calendar date and clock reading written as milliseconds since the epoch as if it were
 * UTC, so local days can be added and compared without caring about offsets; only the conversion
 * back to real instants has to deal with DST gaps and overlaps.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export type WallParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday … 6 = Sunday, the order of `WEEKDAYS_EN`. */
  weekday: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      // The company setting is validated on write; a bad legacy value must not stop the bot, so it reads as UTC.
      formatter = formatterFor('UTC');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall time of an instant in `timeZone`, in milliseconds (see the file comment). */
export function wallTimeOf(instant: number, timeZone: string): number {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const wholeSeconds = Date.UTC(values.year ?? 1970, (values.month ?? 1) - 1, values.day ?? 1, values.hour ?? 0, values.minute ?? 0, values.second ?? 0);
  return wholeSeconds + (((instant % 1000) + 1000) % 1000);
}

export function wallParts(instant: number, timeZone: string): WallParts {
  const wall = new Date(wallTimeOf(instant, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: (wall.getUTCDay() + 6) % 7,
  };
}

/** Weekday (0 = Monday) of a wall time. */
export function weekdayOfWall(wall: number): number {
  return (new Date(wall).getUTCDay() + 6) % 7;
}

/** Midnight of the wall time's local date. */
export function startOfWallDay(wall: number): number {
  return Math.floor(wall / DAY_MS) * DAY_MS;
}

/**
 * Every instant at which the clock of `timeZone` reaches the wall time `wall`, ascending: one
 * normally, two in a fall-back overlap, and in a spring-forward gap (the wall time never shows) the
 * instant the clock jumps over it. Offsets are sampled a day either side, which assumes at most one
 * transition within two days (true of every current zone).
 */
export function instantsReachingWall(wall: number, timeZone: string): number[] {
  const offsets = [...new Set([wallTimeOf(wall - DAY_MS, timeZone) - (wall - DAY_MS), wallTimeOf(wall + DAY_MS, timeZone) - (wall + DAY_MS)])];
  const exact = offsets
    .map((offset) => wall - offset)
    .filter((instant) => wallTimeOf(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  if (exact.length > 0) return [...new Set(exact)];
  // A gap: before `low` the clock still shows less than `wall`, at `high` already more. Bisect
  // (the wall clock only moves forward inside a gap) for the first instant showing `wall` or later.
  let low = wall - Math.max(...offsets);
  let high = wall - Math.min(...offsets);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (wallTimeOf(middle, timeZone) >= wall) high = middle;
    else low = middle;
  }
  return [high];
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
