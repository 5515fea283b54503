import { describe, expect, it } from 'vitest';
import { scheduleRowValid } from './scheduleRows';
import { timeZoneChoices } from './settingOptions';

describe('schedule rows', () => {
  it('accepts open days that end after they start and closed days', () => {
    expect(scheduleRowValid({ startTime: '08:00', endTime: '18:00' })).toBe(true);
    expect(scheduleRowValid({ startTime: '', endTime: '' })).toBe(true);
    expect(scheduleRowValid({ startTime: '00:00', endTime: '00:00' })).toBe(true);
    expect(scheduleRowValid({ startTime: '18:00', endTime: '08:00' })).toBe(false);
    expect(scheduleRowValid({ startTime: '08:00', endTime: '' })).toBe(false);
  });

  it('keeps a stored zone the browser does not list', () => {
    expect(timeZoneChoices('Etc/Unknown')[0]).toBe('Etc/Unknown');
    expect(timeZoneChoices('America/Sao_Paulo')).toContain('America/Sao_Paulo');
  });
});
