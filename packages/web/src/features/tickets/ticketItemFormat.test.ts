import { describe, expect, it } from 'vitest';
import { ageLabel, displayName, ticketTimeLabel } from './ticketItemFormat';

describe('ticket time label', () => {
  const now = new Date(2026, 4, 10, 18, 30);

  it('shows HH:mm for today', () => {
    expect(ticketTimeLabel(new Date(2026, 4, 10, 9, 5).toISOString(), now)).toBe('09:05');
    expect(ticketTimeLabel(new Date(2026, 4, 10, 0, 0).toISOString(), now)).toBe('00:00');
  });

  it('shows dd/MM/yyyy for any other day', () => {
    expect(ticketTimeLabel(new Date(2026, 4, 9, 23, 59).toISOString(), now)).toBe('09/05/2026');
    expect(ticketTimeLabel(new Date(2025, 11, 31, 12, 0).toISOString(), now)).toBe('31/12/2025');
  });

  it('shows nothing for an unreadable date', () => {
    expect(ticketTimeLabel('not a date', now)).toBe('');
  });
});

describe('contact name', () => {
  it('is cut to 10 characters on narrow screens only', () => {
    expect(displayName('Maria Aparecida', true)).toBe('Maria Apar...');
    expect(displayName('Maria Aparecida', false)).toBe('Maria Aparecida');
    expect(displayName('Maria Souz', true)).toBe('Maria Souz');
  });

  it('never splits an emoji', () => {
    expect(displayName('😀😀😀😀😀😀😀😀😀😀😀', true)).toBe('😀😀😀😀😀😀😀😀😀😀...');
  });
});

describe('age label bands', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('is neutral under 3 minutes', () => {
    expect(ageLabel(minutesAgo(0), now)).toEqual({ amount: 0, unit: 'minutes', band: 'neutral' });
    expect(ageLabel(minutesAgo(2.9), now)).toEqual({ amount: 2, unit: 'minutes', band: 'neutral' });
  });

  it('is green from 3 to 29 minutes', () => {
    expect(ageLabel(minutesAgo(3), now)).toEqual({ amount: 3, unit: 'minutes', band: 'green' });
    expect(ageLabel(minutesAgo(10), now)?.band).toBe('green');
    expect(ageLabel(minutesAgo(29), now)?.band).toBe('green');
  });

  it('is orange from 30 to 59 minutes', () => {
    expect(ageLabel(minutesAgo(30), now)).toEqual({ amount: 30, unit: 'minutes', band: 'orange' });
    expect(ageLabel(minutesAgo(59), now)?.band).toBe('orange');
  });

  it('is red in hours from 60 minutes and in days from 24 hours', () => {
    expect(ageLabel(minutesAgo(60), now)).toEqual({ amount: 1, unit: 'hours', band: 'red' });
    expect(ageLabel(minutesAgo(23 * 60 + 59), now)).toEqual({ amount: 23, unit: 'hours', band: 'red' });
    expect(ageLabel(minutesAgo(24 * 60), now)).toEqual({ amount: 1, unit: 'days', band: 'red' });
    expect(ageLabel(minutesAgo(50 * 60), now)).toEqual({ amount: 2, unit: 'days', band: 'red' });
  });

  it('treats a clock slightly ahead of ours as just now', () => {
    expect(ageLabel(minutesAgo(-2), now)?.amount).toBe(0);
    expect(ageLabel('bad', now)).toBeUndefined();
  });
});
