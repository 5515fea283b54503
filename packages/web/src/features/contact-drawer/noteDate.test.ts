import { describe, expect, it } from 'vitest';
import { noteDateTime } from './noteDate';

describe('noteDateTime', () => {
  it('writes dd/MM/yyyy HH:mm in local time', () => {
    const local = new Date(2025, 2, 7, 9, 5);
    expect(noteDateTime(local.toISOString())).toBe('07/03/2025 09:05');
  });

  it('writes nothing for an unreadable date', () => {
    expect(noteDateTime('not a date')).toBe('');
  });
});
