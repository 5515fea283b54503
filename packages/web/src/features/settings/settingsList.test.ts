import { describe, expect, it } from 'vitest';
import type { Setting } from '@prosa/contract';
import { readSettingEvent, replaceSetting, settingValue } from './settingsList';

const row = (key: string, value: string): Setting => ({ id: 1, key, value, companyId: 1, createdAt: '', updatedAt: '' });

describe('settings list', () => {
  it('replaces the changed key only', () => {
    const list = [row('call', 'enabled'), row('userRating', 'disabled')];
    const next = replaceSetting(list, row('call', 'disabled'));
    expect(settingValue(next, 'call')).toBe('disabled');
    expect(settingValue(next, 'userRating')).toBe('disabled');
    expect(replaceSetting(undefined, row('call', 'x'))).toBeUndefined();
  });

  it('reads update events and ignores anything else', () => {
    expect(readSettingEvent({ action: 'update', setting: row('call', 'enabled') })?.key).toBe('call');
    expect(readSettingEvent({ action: 'delete', settingId: 1 })).toBeUndefined();
    expect(readSettingEvent(null)).toBeUndefined();
  });
});
