import { describe, expect, it } from 'vitest';
import { generateToken } from './generateToken';

describe('generateToken', () => {
  it('makes 32 letters and digits by default, different each time', () => {
    const first = generateToken();
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(generateToken()).not.toBe(first);
  });

  it('skips the bytes that would bias the alphabet', () => {
    const bytes = [255, 248, 0, 61, 62];
    const fill = (target: Uint8Array) => {
      target.set(bytes.slice(0, target.length));
      return target;
    };
    // 0 → 'A', 61 → '9', 62 → 'A' again (62 mod 62); 255 and 248 are dropped.
    expect(generateToken(3, fill)).toBe('A9A');
  });
});
