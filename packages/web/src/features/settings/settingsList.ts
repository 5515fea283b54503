import type { Setting } from '@prosa/contract';

/** Puts a changed setting into the cached list. */
export function replaceSetting(list: Setting[] | undefined, saved: Setting): Setting[] | undefined {
  if (!list) return list;
  return list.map((setting) => (setting.key === saved.key ? { ...setting, ...saved } : setting));
}

export function settingValue(list: readonly Setting[] | undefined, key: string): string | undefined {
  return list?.find((setting) => setting.key === key)?.value;
}

/** `company-{id}-settings` `{ action: 'update', setting }`. */
export function readSettingEvent(payload: unknown): Setting | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { action, setting } = payload as { action?: unknown; setting?: Partial<Setting> };
  if (action !== 'update' || typeof setting?.key !== 'string' || typeof setting.value !== 'string') return undefined;
  return setting as Setting;
}
