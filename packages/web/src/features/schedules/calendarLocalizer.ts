import { endOfMonth, endOfWeek, format, getDay, parse, startOfMonth, startOfWeek } from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import { dateFnsLocalizer } from 'react-big-calendar';

/** The calendar's languages: the user's, Portuguese by default. */
export const CALENDAR_LOCALES = { pt: ptBR, en: enUS, es } as const;
export type CalendarLanguage = keyof typeof CALENDAR_LOCALES;

export const calendarCulture = (language: string): CalendarLanguage => (language.startsWith('en') ? 'en' : language.startsWith('es') ? 'es' : 'pt');

export const calendarLocalizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: CALENDAR_LOCALES });

/**
 * The schedules the calendar reads around a date: the whole month as the month view shows it
 * (from the first week's start to the last week's end), which also holds any week or day in it.
 */
export function visibleRange(date: Date): { from: Date; to: Date } {
  return { from: startOfWeek(startOfMonth(date)), to: endOfWeek(endOfMonth(date)) };
}
