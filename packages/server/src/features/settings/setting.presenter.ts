import type { Setting } from '@prosa/contract';
import type { settings } from '../../db/schema/index.js';

export function presentSetting(row: typeof settings.$inferSelect): Setting {
  return { id: row.id, key: row.key, value: row.value, companyId: row.companyId, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
