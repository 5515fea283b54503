import { describe, expect, it } from 'vitest';
import { sessionIdOf } from './sessionIdOf';

const tokenWith = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('sessionIdOf', () => {
  it('reads the sid claim of a token', () => {
    expect(sessionIdOf(tokenWith({ sub: '1', sid: 'abc-123' }))).toBe('abc-123');
  });
  it('answers undefined for a missing, malformed or sid-less token', () => {
    expect(sessionIdOf(null)).toBeUndefined();
    expect(sessionIdOf('not-a-jwt')).toBeUndefined();
    expect(sessionIdOf('a.%%%.b')).toBeUndefined();
    expect(sessionIdOf(tokenWith({ sub: '1' }))).toBeUndefined();
  });
});
