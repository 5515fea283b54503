/**
 * Every key this app keeps in localStorage. The first seven are the seed's and hold plain strings;
 * the others are our own preferences (`signOption`, "true" or "false", is the conversation's sign
 * toggle, named as the reference's client names it).
 */
export const STORAGE_KEYS = {
  token: 'token',
  companyId: 'companyId',
  userId: 'userId',
  companyDueDate: 'companyDueDate',
  campaignsShown: 'cshow',
  volume: 'volume',
  tasks: 'tasks',
  language: 'language',
  themeMode: 'preferredTheme',
  signOption: 'signOption',
  /** Per user, the announcements the bell has shown (its badge counts the others). */
  announcementsSeen: 'announcementsSeen',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Private windows and locked-down browsers may throw on storage access; the app must still run.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the value simply does not survive a reload.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // See writeStorage.
  }
}
