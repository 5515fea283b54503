import type { Language } from '@prosa/contract';

const SUPPORTED: Language[] = ['pt', 'en', 'es'];

/** Picks the error-message language from `Accept-Language`; Portuguese is the product default. */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'pt';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (ranked.find((entry) => SUPPORTED.includes(entry.base as Language))?.base as Language | undefined) ?? 'pt';
}
