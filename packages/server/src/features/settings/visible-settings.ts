import { isAdmin, isPlatformSettingKey, isSuper, SECRET_SETTING_KEYS, type SettingKey } from '@prosa/contract';

/**
 * Billing credentials are stored per company but only admins ever see their values.
 * Platform settings live among the platform company's rows; only super users see them there
 * (everyone else reads the ones meant for them through `GET /public-settings`).
 */
export function visibleSettings<T extends { key: string; value: string }>(rows: T[], viewer: { profile: string; super?: boolean }): T[] {
  const shown = isSuper(viewer) ? rows : rows.filter((row) => !isPlatformSettingKey(row.key));
  if (isAdmin(viewer)) return shown;
  return shown.map((row) => (SECRET_SETTING_KEYS.includes(row.key as SettingKey) ? { ...row, value: '' } : row));
}
