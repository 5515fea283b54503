import { sql } from 'drizzle-orm';
import { campaignSettingsSchema, DEFAULT_CAMPAIGN_SETTINGS, type CampaignSettings } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { campaignSettings } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';

const KEYS = ['messageInterval', 'longerIntervalAfter', 'greaterInterval', 'variables', 'optOutWords'] as const;

/** A company's campaign settings, the defaults (20 / 20 / 60, no variables, SAIR/PARAR/STOP) for keys never saved. */
export async function readCampaignSettings(executor: Executor, companyId: number): Promise<CampaignSettings> {
  const rows = await executor.select({ key: campaignSettings.key, value: campaignSettings.value }).from(campaignSettings).where(inCompany(campaignSettings, companyId));
  const values: Record<string, unknown> = { ...DEFAULT_CAMPAIGN_SETTINGS };
  for (const row of rows) if ((KEYS as readonly string[]).includes(row.key)) values[row.key] = row.value;
  const parsed = campaignSettingsSchema.safeParse(values);
  return parsed.success ? parsed.data : { ...DEFAULT_CAMPAIGN_SETTINGS };
}

/** `POST /campaign-settings`: each given key upserted; the others keep their stored value. */
export async function saveCampaignSettings(ctx: AppContext, companyId: number, input: Partial<CampaignSettings>): Promise<CampaignSettings> {
  const now = ctx.clock.now();
  const entries = KEYS.filter((key) => input[key] !== undefined).map((key) => ({ companyId, key, value: input[key] as unknown, createdAt: now, updatedAt: now }));
  if (entries.length > 0) {
    await ctx.db
      .insert(campaignSettings)
      .values(entries)
      .onConflictDoUpdate({ target: [campaignSettings.companyId, campaignSettings.key], set: { value: sql`excluded.value`, updatedAt: now } });
  }
  const saved = await readCampaignSettings(ctx.db, companyId);
  ctx.realtime.toCompany(companyId, 'campaignSettings', { action: 'update', settings: saved });
  return saved;
}

/** The seed's wire form: a list of key and value. */
export function settingsAsList(values: CampaignSettings): { key: string; value: unknown }[] {
  return KEYS.map((key) => ({ key, value: values[key] }));
}
