import { currentLanguage } from '../../i18n';
import { FORMAT_LOCALE } from '../../i18n/languages';

/** A date and time in the reader's language (short date, hours and minutes). */
export function formatInstant(iso: string): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[currentLanguage()], { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
