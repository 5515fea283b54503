import type { Language } from '@prosa/contract';

type Texts = Record<string, unknown>;

/**
 * The shell's texts (`src/locales/{lang}.json`) merged with each feature's own
 * (`src/features/<area>/locales/{lang}.json`), so areas own their texts and never edit one shared
 * file. Top-level keys must not repeat across files (a test checks it).
 */
const shell = import.meta.glob<Texts>('../locales/*.json', { eager: true, import: 'default' });
const features = import.meta.glob<Texts>('../features/*/locales/*.json', { eager: true, import: 'default' });

function languageOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

export function textsFor(language: Language): Texts {
  const merged: Texts = {};
  for (const [path, texts] of [...Object.entries(shell), ...Object.entries(features)]) {
    if (languageOf(path) === language) Object.assign(merged, texts);
  }
  return merged;
}
