import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERRORS, PLATFORM_SETTINGS, type PlatformSettingKey, type Setting } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/types.js';
import { settings, users } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { presentSetting } from './setting.presenter.js';

/**
 * The platform company: the company of the first super user (the one the first start created).
 * Platform settings are rows of it, so they need no table of their own.
 */
export async function platformCompanyId(executor: Executor): Promise<number | undefined> {
  const [row] = await executor.select({ companyId: users.companyId }).from(users).where(eq(users.super, true)).orderBy(asc(users.id)).limit(1);
  return row?.companyId;
}

/** The values of some platform settings, their fallbacks where nobody set them. */
export async function readPlatformSettings<K extends PlatformSettingKey>(executor: Executor, keys: readonly K[]): Promise<Record<K, string>> {
  const values = Object.fromEntries(keys.map((key) => [key, PLATFORM_SETTINGS[key].fallback])) as Record<K, string>;
  const companyId = await platformCompanyId(executor);
  if (companyId === undefined || keys.length === 0) return values;
  const rows = await executor
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(and(eq(settings.companyId, companyId), inArray(settings.key, [...keys])));
  for (const row of rows) values[row.key as K] = row.value;
  return values;
}

/**
 * `PUT /settings/{key}` for a platform key: super users only (403 `ERR_NO_PERMISSION` for a company
 * admin), checked by the key's own rule, stored on the platform company (the row is created the
 * first time: companies made before the key existed have none).
 */
export async function updatePlatformSetting(ctx: AppContext, auth: RequestAuth, key: PlatformSettingKey, value: string): Promise<Setting> {
  if (!auth.super) throw new AppError('ERR_NO_PERMISSION');
  const parsed = PLATFORM_SETTINGS[key].schema.safeParse(value);
  if (!parsed.success) throw new AppError('ERR_VALIDATION', { extra: { issues: { value: parsed.error.issues[0]?.message ?? ERRORS.ERR_VALIDATION.pt } } });
  const companyId = (await platformCompanyId(ctx.db)) ?? auth.companyId;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(settings)
    .values({ companyId, key, value: parsed.data, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value: parsed.data, updatedAt: now } })
    .returning();
  return presentSetting(row!);
}
