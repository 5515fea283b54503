/** The contact name is cut to 10 characters on screens narrower than 600 px. */
export const NARROW_NAME_MAX_CHARS = 10;
export const NARROW_NAME_BELOW_PX = 600;
/** The age label refreshes every 30 s. */
export const AGE_REFRESH_MS = 30_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** HH:mm when the time is today (local time), otherwise dd/MM/yyyy. */
export function ticketTimeLabel(iso: string, now: Date = new Date()): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const today = time.getFullYear() === now.getFullYear() && time.getMonth() === now.getMonth() && time.getDate() === now.getDate();
  if (today) return `${pad(time.getHours())}:${pad(time.getMinutes())}`;
  return `${pad(time.getDate())}/${pad(time.getMonth() + 1)}/${time.getFullYear()}`;
}

/** The name as the list shows it: whole on wide screens, 10 characters and '...' on narrow ones. */
export function displayName(name: string, narrow: boolean): string {
  const characters = Array.from(name);
  return narrow && characters.length > NARROW_NAME_MAX_CHARS ? `${characters.slice(0, NARROW_NAME_MAX_CHARS).join('')}...` : name;
}

/**
 * neutral: under 3 minutes (just arrived, no signal yet); green: 3 to 29 minutes (the seed names
 * 3–10 green and starts orange at 30, so the unnamed 10–29 stays green); orange: 30–59 minutes;
 * red: 60 minutes or more.
 */
export type AgeBand = 'neutral' | 'green' | 'orange' | 'red';

export interface AgeLabel {
  amount: number;
  unit: 'minutes' | 'hours' | 'days';
  band: AgeBand;
}

const MINUTE_MS = 60_000;

/** The age bands of the time since the ticket's last message. */
export function ageLabel(iso: string, now: Date = new Date()): AgeLabel | undefined {
  const since = now.getTime() - Date.parse(iso);
  if (Number.isNaN(since)) return undefined;
  const minutes = Math.max(0, Math.floor(since / MINUTE_MS));
  if (minutes >= 24 * 60) return { amount: Math.floor(minutes / (24 * 60)), unit: 'days', band: 'red' };
  if (minutes >= 60) return { amount: Math.floor(minutes / 60), unit: 'hours', band: 'red' };
  if (minutes >= 30) return { amount: minutes, unit: 'minutes', band: 'orange' };
  return { amount: minutes, unit: 'minutes', band: minutes >= 3 ? 'green' : 'neutral' };
}
