import { describe, expect, it } from 'vitest';
import { daysUntilDue, formatDueDate, shouldWarnAboutDueDate } from './dueDate';
import { originFromState } from './originFromState';

describe('subscription due date', () => {
  const now = new Date(2026, 4, 10, 23, 30);

  it('counts whole days from today', () => {
    expect(daysUntilDue('2026-05-10', now)).toBe(0);
    expect(daysUntilDue('2026-05-14', now)).toBe(4);
    expect(daysUntilDue('2026-05-15', now)).toBe(5);
    expect(daysUntilDue(null, now)).toBeUndefined();
  });

  it('warns under 5 days only', () => {
    expect(shouldWarnAboutDueDate(4)).toBe(true);
    expect(shouldWarnAboutDueDate(0)).toBe(true);
    expect(shouldWarnAboutDueDate(5)).toBe(false);
    expect(shouldWarnAboutDueDate(undefined)).toBe(false);
  });

  it('stores the date as dd/MM/yyyy', () => {
    expect(formatDueDate('2026-05-14')).toBe('14/05/2026');
  });
});

describe('origin kept through /login', () => {
  it('accepts in-app paths only', () => {
    expect(originFromState({ from: { pathname: '/users', search: '?a=1', hash: '' } })).toBe('/users?a=1');
    expect(originFromState({ from: { pathname: '//evil.example' } })).toBeUndefined();
    expect(originFromState(null)).toBeUndefined();
  });
});
