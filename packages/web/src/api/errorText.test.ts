import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { errorText } from './errorText';

const fallback = 'An error occurred!';

describe('errorText (seed 000 §8)', () => {
  it('translates a known code, filling params from the body', () => {
    const error = new ApiError(402, { error: 'ERR_SUBSCRIPTION_EXPIRED', message: 'x', date: '01/02/2026' });
    expect(errorText(error, 'pt', fallback)).toBe(
      'Opss! Sua assinatura venceu 01/02/2026. Entre em contato com o Suporte para mais informações!',
    );
    expect(errorText(error, 'en', fallback)).toContain('01/02/2026');
  });

  it('falls back to the raw message, then the code, then a thrown string, then the generic text', () => {
    expect(errorText(new ApiError(400, { error: 'ERR_SOMETHING_NEW', message: 'Raw text' }), 'pt', fallback)).toBe('Raw text');
    expect(errorText(new ApiError(400, { error: 'ERR_SOMETHING_NEW' }), 'pt', fallback)).toBe('ERR_SOMETHING_NEW');
    expect(errorText('plain', 'pt', fallback)).toBe('plain');
    expect(errorText(new TypeError('Failed to fetch'), 'pt', fallback)).toBe(fallback);
  });
});
