import { isAdmin, SECRET_SETTING_KEYS, type SettingKey } from '@prosa/contract';

/** Billing credentials are stored per company but only admins ever see their values (rules.md). */
export function visibleSettings<T extends { key: string; value: string }>(rows: T[], viewer: { profile: string }): T[] {
  if (isAdmin(viewer)) return rows;
  return rows.map((row) => (SECRET_SETTING_KEYS.includes(row.key as SettingKey) ? { ...row, value: '' } : row));
}
