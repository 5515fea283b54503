import { eq } from 'drizzle-orm';
import { SETTING_DEFAULTS, type SettingKey } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { settings } from '../../db/schema/index.js';

export type CompanySettings = Record<SettingKey, string>;

/** Every setting of a company, defaults filling any key a row is missing for. */
export async function readCompanySettings(executor: Executor, companyId: number): Promise<CompanySettings> {
  const rows = await executor.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.companyId, companyId));
  const values: CompanySettings = { ...SETTING_DEFAULTS };
  for (const row of rows) if (row.key in values) values[row.key as SettingKey] = row.value;
  return values;
}
