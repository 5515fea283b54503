import { describe, expect, it } from 'vitest';
import { dashboardQuery, dayOf, durationLabel } from './dashboardFilter';

describe('dashboard filter', () => {
  it('a period sends days; "none" and empty dates send no filter (the server says Parametrize o filtro)', () => {
    expect(dashboardQuery({ kind: 'period', days: 30 })).toEqual({ days: 30 });
    expect(dashboardQuery({ kind: 'period', days: 0 })).toEqual({ days: undefined });
    expect(dashboardQuery({ kind: 'dates', from: '2026-03-01', to: '2026-03-10' })).toEqual({ date_from: '2026-03-01', date_to: '2026-03-10' });
    expect(dashboardQuery({ kind: 'dates', from: '', to: '' })).toEqual({ date_from: undefined, date_to: undefined });
  });

  it('days are the browser’s calendar days', () => {
    expect(dayOf(new Date(2026, 2, 9, 23, 59))).toBe('2026-03-09');
  });

  it('durations read as minutes, then hours and minutes', () => {
    expect(durationLabel(4.5, 'en-US')).toBe('4.5 min');
    expect(durationLabel(4.5, 'pt-BR')).toBe('4,5 min');
    expect(durationLabel(35, 'en-US')).toBe('35 min');
    expect(durationLabel(65, 'en-US')).toBe('1 h 05 min');
  });
});
