import { describe, expect, it } from 'vitest';
import { addMonths } from '@prosa/contract';
import { daysUntil, dueDateTint, nextDueDate } from './dueDates';

describe('company due dates', () => {
  it('+Vencimento moves by the recurrence, keeping the day or the month’s last one', () => {
    expect(nextDueDate('2026-01-15', 'MENSAL')).toBe('2026-02-15');
    expect(nextDueDate('2026-01-15', 'BIMESTRAL')).toBe('2026-03-15');
    expect(nextDueDate('2026-01-15', 'TRIMESTRAL')).toBe('2026-04-15');
    expect(nextDueDate('2026-01-15', 'SEMESTRAL')).toBe('2026-07-15');
    expect(nextDueDate('2026-01-15', 'ANUAL')).toBe('2027-01-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('rows are tinted by days to the due date: 5 yellow, -3 to 4 orange, -4 red, otherwise none', () => {
    expect(daysUntil('2026-03-01', '2026-02-24')).toBe(5);
    expect([6, 5, 4, 0, -3, -4, -5].map(dueDateTint)).toEqual([undefined, 'yellow', 'orange', 'orange', 'orange', 'red', undefined]);
  });
});
