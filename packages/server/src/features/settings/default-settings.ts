import { SETTING_DEFAULTS, type SettingKey } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { settings } from '../../db/schema/index.js';

/** Every setting key exists from the company's creation. */
export async function createDefaultSettings(executor: Executor, companyId: number, overrides: Partial<Record<SettingKey, string>> = {}): Promise<void> {
  const rows = Object.entries({ ...SETTING_DEFAULTS, ...overrides }).map(([key, value]) => ({ companyId, key, value }));
  await executor.insert(settings).values(rows).onConflictDoNothing();
}
