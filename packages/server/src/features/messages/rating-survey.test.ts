import { describe, expect, it } from 'vitest';
import { parseRating, RATING_WINDOW_MS, ratingRequestText } from './rating-survey.js';

const RATING_PROMPT_SUFFIX = 'Digite de 1 à 3 para qualificar nosso atendimento:\n*1* - _Insatisfeito_\n*2* - _Satisfeito_\n*3* - _Muito Satisfeito_';

describe('rating survey', () => {
  it('has the reference wording in Portuguese, the default', () => {
    expect(ratingRequestText('')).toBe(RATING_PROMPT_SUFFIX);
    expect(ratingRequestText('', 'pt')).toBe(RATING_PROMPT_SUFFIX);
  });

  it("speaks the company's language", () => {
    expect(ratingRequestText('Thanks!', 'en')).toBe('Thanks!\n\nType 1 to 3 to rate our service:\n*1* - _Unsatisfied_\n*2* - _Satisfied_\n*3* - _Very satisfied_');
    expect(ratingRequestText('', 'es')).toMatch(/^Escriba de 1 a 3 para calificar/);
  });

  it('puts the rating message, a blank line and the fixed text', () => {
    expect(ratingRequestText('Obrigado por falar conosco!')).toBe(`Obrigado por falar conosco!\n\n${RATING_PROMPT_SUFFIX}`);
  });

  it('sends only the fixed text without a rating message', () => {
    expect(ratingRequestText('')).toBe(RATING_PROMPT_SUFFIX);
    expect(ratingRequestText(' \n ')).toBe(RATING_PROMPT_SUFFIX);
  });

  it('gives the customer 24 hours', () => {
    expect(RATING_WINDOW_MS).toBe(24 * 3_600_000);
  });
});

describe('parseRating', () => {
  it('reads 1, 2 and 3, ignoring surrounding spaces', () => {
    expect(parseRating('1')).toBe(1);
    expect(parseRating(' 2\n')).toBe(2);
    expect(parseRating('3')).toBe(3);
  });

  it('reads nothing else as a rating', () => {
    for (const body of ['0', '4', '5', '01', '1.0', '3 obrigado', 'três', '', '2,5', '*2*', '-1']) {
      expect(parseRating(body), body).toBeUndefined();
    }
  });
});
