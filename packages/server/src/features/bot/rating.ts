/** The rating survey (rules.md "Rating", reference §9 step 3). */

/** The reference's fixed survey text, appended to the connection's rating message. */
export const RATING_PROMPT_SUFFIX = 'Digite de 1 à 3 para qualificar nosso atendimento:\n*1* - _Insatisfeito_\n*2* - _Satisfeito_\n*3* - _Muito Satisfeito_';

/** How long after the survey a reply of 1, 2 or 3 still counts as the rating. */
export const RATING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The survey message: the connection's rating message (template-rendered by the engine), a blank line, the fixed text. */
export function ratingRequestText(ratingMessage: string): string {
  const intro = ratingMessage.trim();
  return intro ? `${intro}\n\n${RATING_PROMPT_SUFFIX}` : RATING_PROMPT_SUFFIX;
}

/**
 * The rating in a reply, only when the trimmed reply is exactly 1, 2 or 3. Anything else ("3 obrigado",
 * "5", "ok") is not a rating: the engine treats it as a new conversation, never swallows it (the
 * reference lost such replies, §17 item 9).
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
