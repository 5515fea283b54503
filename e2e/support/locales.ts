import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Language = 'pt' | 'en' | 'es';

/** The interface's own texts, so tests look for what a user of that language reads. */
export function locale(language: Language): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'packages', 'web', 'src', 'locales', `${language}.json`), 'utf8'));
}
