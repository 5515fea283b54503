/**
 * One formatter per time zone, made on first use: building an Intl.DateTimeFormat costs far more than
 * formatting with one, and every authenticated request asks for the company's date.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat | null>();

function dateFormatOf(timeZone: string): Intl.DateTimeFormat | null {
  let format = dateFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    // Time zones are a short list of names; a bad one is remembered as bad, not retried.
    if (dateFormats.size < 1000) dateFormats.set(timeZone, format);
  }
  return format;
}

/** Today's calendar date (YYYY-MM-DD) in an IANA time zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  return dateFormatOf(timeZone)?.format(instant) ?? instant.toISOString().slice(0, 10);
}

/** Adds whole days to a calendar date (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `2026-11-20` → `20/11/2026`, the way the seeds show dates. */
export function brazilianDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
