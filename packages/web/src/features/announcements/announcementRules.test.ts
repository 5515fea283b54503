import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announcementBody, announcementFormSchema, announcementFormValues, isAcceptedImage } from './announcementForm';
import { PRIORITY_COLORS, priorityOf } from './priority';
import { readSeenAnnouncements, rememberSeenAnnouncements, unseenCount } from './seenAnnouncements';

describe('the announcement form (seed 001 §5)', () => {
  it('requires title and text', () => {
    const result = announcementFormSchema.safeParse({ title: ' ', text: '', priority: 3, status: true });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['title', 'announcements.validation.required'],
      ['text', 'announcements.validation.required'],
    ]);
  });

  it('starts low and active, and sends trimmed texts', () => {
    expect(announcementFormValues(undefined)).toEqual({ title: '', text: '', priority: 3, status: true });
    expect(announcementBody({ title: ' Aviso ', text: ' Texto ', priority: 1, status: false })).toEqual({ title: 'Aviso', text: 'Texto', priority: 1, status: false });
  });

  it('takes only .png, .jpg and .jpeg images', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg'].map(isAcceptedImage)).toEqual([true, true, true]);
    expect(['a.gif', 'b.pdf', 'png'].map(isAcceptedImage)).toEqual([false, false, false]);
  });

  it('colours priorities red, orange and grey (seed 001 §9)', () => {
    expect([1, 2, 3].map((value) => PRIORITY_COLORS[priorityOf(value)])).toEqual(['error.main', 'warning.main', 'grey.500']);
    expect(priorityOf(9)).toBe(3);
  });
});

describe('what the bell has shown', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      value: { localStorage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => store.set(key, value) } },
    });
  });
  // The unit project keeps one worker for many files: the next file must not find this fake window.
  afterEach(() => Reflect.deleteProperty(globalThis, 'window'));

  it('is remembered per user, and the badge counts the others', () => {
    rememberSeenAnnouncements(1, [10, 11]);
    expect(unseenCount([10, 11, 12], readSeenAnnouncements(1))).toBe(1);
    expect(unseenCount([10, 11, 12], readSeenAnnouncements(2))).toBe(3);
  });

  it('survives a broken stored value', () => {
    store.set('announcementsSeen', '{not json');
    expect(readSeenAnnouncements(1).size).toBe(0);
  });
});
