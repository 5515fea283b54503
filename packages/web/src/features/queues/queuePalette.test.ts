import { describe, expect, it } from 'vitest';
import { firstFreeColor, QUEUE_PALETTE } from './queuePalette';

describe('queue palette', () => {
  it('has 50 distinct colours the server accepts (3 to 9 characters)', () => {
    expect(QUEUE_PALETTE).toHaveLength(50);
    expect(new Set(QUEUE_PALETTE).size).toBe(50);
    for (const color of QUEUE_PALETTE) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('offers the first colour no queue uses, ignoring case', () => {
    expect(firstFreeColor([])).toBe(QUEUE_PALETTE[0]);
    expect(firstFreeColor([QUEUE_PALETTE[0]!.toUpperCase(), QUEUE_PALETTE[1]!])).toBe(QUEUE_PALETTE[2]);
    expect(firstFreeColor(QUEUE_PALETTE)).toBe('');
  });
});
