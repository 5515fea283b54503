import { describe, expect, it } from 'vitest';
import { isExpiredTokenError } from './sessionHandlers';

describe('socket connect errors', () => {
  it('recognises an expired access token however the server words it', () => {
    expect(isExpiredTokenError(new Error('ERR_SESSION_EXPIRED'))).toBe(true);
    expect(isExpiredTokenError(new Error('jwt expired'))).toBe(true);
    expect(isExpiredTokenError(Object.assign(new Error('refused'), { data: { error: 'ERR_SESSION_EXPIRED' } }))).toBe(true);
    expect(isExpiredTokenError(new Error('ERR_UNAUTHORIZED'))).toBe(false);
  });
});
