import { settings } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';

/** `campaignsEnabled` is one value, the company's setting of that name, written by the company form too. */
export async function writeCampaignsEnabled(executor: Executor, companyId: number, enabled: boolean, now: Date): Promise<void> {
  const value = enabled ? 'true' : 'false';
  await executor
    .insert(settings)
    .values({ companyId, key: 'campaignsEnabled', value })
    .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value, updatedAt: now } });
}
