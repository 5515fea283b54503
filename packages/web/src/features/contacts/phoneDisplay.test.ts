import { describe, expect, it } from 'vitest';
import { phoneDisplay } from './phoneDisplay';

describe('phoneDisplay', () => {
  it('shows a stored number and a vCard number of the same phone alike', () => {
    expect(phoneDisplay('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(phoneDisplay('+55 11 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(phoneDisplay('+55 (11) 3456-7890')).toBe('+55 (11) 3456-7890');
  });

  it('shows other countries as + and the digits', () => {
    expect(phoneDisplay('1 (415) 555-0100')).toBe('+14155550100');
    expect(phoneDisplay('351912345678')).toBe('+351912345678');
  });

  it('leaves what is not a phone number alone', () => {
    expect(phoneDisplay('120363025246125486@g.us')).toBe('120363025246125486@g.us');
    expect(phoneDisplay('1234')).toBe('1234');
    expect(phoneDisplay('')).toBe('');
  });
});
