import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDigits } from './phoneMask';
import { signupPayload } from './signupPayload';

describe('signup phone mask (99) 99999-9999', () => {
  it('formats as the user types and stops at 11 digits', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('1198')).toBe('(11) 98');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('11 98765-4321 999')).toBe('(11) 98765-4321');
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
  });

  it('builds the seed payload: digits only, MENSAL, due in 3 days, active, campaigns on', () => {
    const payload = signupPayload(
      { name: ' Acme ', email: 'a@b.co', phone: '(11) 98765-4321', password: '12345', planId: 2 },
      new Date(2026, 0, 30, 10),
    );
    expect(payload).toEqual({
      name: 'Acme',
      email: 'a@b.co',
      phone: '11987654321',
      password: '12345',
      planId: 2,
      recurrence: 'MENSAL',
      dueDate: '2026-02-02',
      status: true,
      campaignsEnabled: true,
    });
  });
});
