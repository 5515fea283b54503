import { describe, expect, it } from 'vitest';
import { unqueuedWarning } from './unqueuedWarning';

const now = new Date('2026-05-10T12:00:00Z');

describe('the warning about tickets waiting without a queue', () => {
  it('appears once the oldest has waited five minutes', () => {
    expect(unqueuedWarning({ count: 2, oldestSince: '2026-05-10T11:55:01Z' }, now)).toBeUndefined();
    expect(unqueuedWarning({ count: 2, oldestSince: '2026-05-10T11:55:00Z' }, now)).toEqual({ count: 2, minutes: 5 });
    expect(unqueuedWarning({ count: 1, oldestSince: '2026-05-10T10:30:00Z' }, now)).toEqual({ count: 1, minutes: 90 });
  });

  it('stays away when nothing waits or nothing is known', () => {
    expect(unqueuedWarning({ count: 0, oldestSince: null }, now)).toBeUndefined();
    expect(unqueuedWarning(undefined, now)).toBeUndefined();
  });
});
