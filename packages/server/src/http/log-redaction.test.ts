import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('log redaction', () => {
  it('never logs the password-reset path, which carries the new password', () => {
    expect(redactUrl('/resetpasswords/a%40b.co/12345678/Segredo123')).toBe('/resetpasswords/[redacted]');
    expect(redactUrl('/ResetPasswords/x/y')).toBe('/ResetPasswords/[redacted]');
    expect(redactUrl('/auth/login')).toBe('/auth/login');
  });
});
