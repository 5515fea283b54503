/** The rating survey. */
import type { CompanyLanguage } from '@prosa/contract';
import { automaticTextsIn } from './automatic-texts.js';

/** How long after the survey a reply of 1, 2 or 3 still counts as the rating. */
export const RATING_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The survey message: the connection's rating message (template-rendered by the engine), a blank
 * line, the fixed text in the company's language.
 */
export function ratingRequestText(ratingMessage: string, language: CompanyLanguage = 'pt'): string {
  const intro = ratingMessage.trim();
  const prompt = automaticTextsIn(language).ratingPrompt;
  return intro ? `${intro}\n\n${prompt}` : prompt;
}

/**
 * The rating in a reply, only when the trimmed reply is exactly 1, 2 or 3. Anything else ("3 obrigado",
 * "5", "ok") is not a rating: the engine treats it as a new conversation, never swallows it (the
 * reference product lost such replies).
 */
export function parseRating(body: string): 1 | 2 | 3 | undefined {
  switch (body.trim()) {
    case '1':
      return 1;
    case '2':
      return 2;
    case '3':
      return 3;
    default:
      return undefined;
  }
}
