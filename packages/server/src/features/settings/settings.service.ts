import { and, asc, eq } from 'drizzle-orm';
import { SECRET_SETTING_KEYS, SETTING_CHOICES, SETTING_KEYS, type Setting, type SettingKey } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { settings } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { presentSetting } from './setting.presenter.js';

export async function listSettings(ctx: AppContext, companyId: number): Promise<Setting[]> {
  const rows = await ctx.db.select().from(settings).where(eq(settings.companyId, companyId)).orderBy(asc(settings.id));
  return rows.map(presentSetting);
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.trim() !== '';
  } catch {
    return false;
  }
}

function assertValue(key: SettingKey, value: string): void {
  const choices = SETTING_CHOICES[key];
  if (choices && !choices.includes(value)) throw new AppError('ERR_VALIDATION', { extra: { issues: { value: `Valores aceitos: ${choices.join(', ')}` } } });
  if (key === 'timezone' && !isTimeZone(value)) throw new AppError('ERR_VALIDATION', { extra: { issues: { value: 'Fuso horário inválido' } } });
}

/** A boolean for a flag-like key, in the words the key stores (`enabled`/`disabled` or `true`/`false`). */
function settingText(key: SettingKey, value: string | boolean): string {
  if (typeof value === 'string') return value;
  if (SETTING_CHOICES[key]?.includes('enabled')) return value ? 'enabled' : 'disabled';
  return String(value);
}

/**
 * `PUT /settings/{key}` (admin). Unknown keys are 404 `ERR_NO_SETTING_FOUND`. The change goes to the
 * whole company on `company-{id}-settings`, with secret values blanked since non-admins hear it too.
 */
export async function updateSetting(ctx: AppContext, companyId: number, key: string, given: string | boolean): Promise<Setting> {
  if (!(SETTING_KEYS as string[]).includes(key)) throw new AppError('ERR_NO_SETTING_FOUND');
  const settingKey = key as SettingKey;
  const value = settingText(settingKey, given);
  assertValue(settingKey, value);
  const [row] = await ctx.db
    .update(settings)
    .set({ value, updatedAt: ctx.clock.now() })
    .where(and(eq(settings.companyId, companyId), eq(settings.key, key)))
    .returning();
  if (!row) throw new AppError('ERR_NO_SETTING_FOUND');
  const setting = presentSetting(row);
  const heard = SECRET_SETTING_KEYS.includes(settingKey) ? { ...setting, value: '' } : setting;
  ctx.realtime.toCompany(companyId, 'settings', { action: 'update', setting: heard });
  return setting;
}
