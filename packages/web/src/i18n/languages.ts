import type { Language } from '@prosa/contract';

/** Portuguese is the default and the fallback. */
export const DEFAULT_LANGUAGE: Language = 'pt';
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

/** The value of `<html lang>` for each interface language. */
export const HTML_LANG: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** Each language's name written in itself, so anyone can find their own in the selector. */
export const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The locale used to format numbers, money and dates. */
export const FORMAT_LOCALE: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
