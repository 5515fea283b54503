import { describe, expect, it } from 'vitest';
import { phoneHref } from './contactLinks';

describe('phoneHref', () => {
  it('dials the stored digits in international form', () => {
    expect(phoneHref('5511988887777')).toBe('tel:+5511988887777');
    expect(phoneHref('+55 (11) 98888-7777')).toBe('tel:+5511988887777');
  });

  it('offers no link without digits', () => {
    expect(phoneHref('')).toBeNull();
  });
});
