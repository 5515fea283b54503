import { eq } from 'drizzle-orm';
import { SETTING_DEFAULTS, type SettingKey } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { placeholder, preparedStatement } from '../../db/prepared-statement.js';
import { settings } from '../../db/schema/index.js';

export type CompanySettings = Record<SettingKey, string>;

// Read for every inbound message and bot turn: prepared once (db/prepared-statement.ts).
const settingsOfCompany = preparedStatement('settings_of_company', (executor) =>
  executor.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.companyId, placeholder('companyId'))),
);

/** Every setting of a company, defaults filling any key a row is missing for. */
export async function readCompanySettings(executor: Executor, companyId: number): Promise<CompanySettings> {
  const rows = await settingsOfCompany(executor, { companyId });
  const values: CompanySettings = { ...SETTING_DEFAULTS };
  for (const row of rows) if (row.key in values) values[row.key as SettingKey] = row.value;
  return values;
}
