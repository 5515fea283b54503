import { describe, expect, it } from 'vitest';
import { addMonths } from '@prosa/contract';
import { renewedDueDate } from './renewal.js';

describe('the renewed due date', () => {
  it('counts the recurrence in calendar months, clamping to the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('starts from the later of today and the old due date, by the company’s recurrence', () => {
    expect(renewedDueDate('2026-12-10', '2026-11-27', 'MENSAL')).toBe('2027-01-10');
    expect(renewedDueDate('2026-11-01', '2026-11-27', 'MENSAL')).toBe('2026-12-27');
    expect(renewedDueDate(null, '2026-11-27', 'TRIMESTRAL')).toBe('2027-02-27');
    expect(renewedDueDate('2026-12-10', '2026-11-27', 'BIMESTRAL')).toBe('2027-02-10');
    expect(renewedDueDate('2026-12-10', '2026-11-27', 'SEMESTRAL')).toBe('2027-06-10');
    expect(renewedDueDate('2026-12-10', '2026-11-27', 'ANUAL')).toBe('2027-12-10');
  });
});
