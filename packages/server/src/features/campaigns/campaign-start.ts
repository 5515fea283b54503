import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { EngineContext } from '../../engine-context.js';
import { campaigns } from '../../db/schema/index.js';
import type { CampaignRow } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import { cancelJob, defineJob, enqueueJob } from '../../jobs/index.js';
import { insertShippings } from './campaign-audience.js';
import { ensureDispatcher } from './campaign-dispatch.job.js';
import { emitCampaignSaved } from './campaigns.events.js';

export const CAMPAIGN_START_JOB = 'campaign-start';
const payload = z.object({ companyId: z.number().int(), campaignId: z.number().int() });
const startKey = (campaignId: number) => `campaign-start:${campaignId}`;

/** The timer that starts a PROGRAMADA campaign at its `scheduledAt` (replaced when the time changes). */
export function scheduleCampaignStart(executor: Executor, campaign: Pick<CampaignRow, 'id' | 'companyId'>, at: Date) {
  return enqueueJob(executor, { name: CAMPAIGN_START_JOB, payload: { companyId: campaign.companyId, campaignId: campaign.id }, runAt: at, dedupeKey: startKey(campaign.id), maxAttempts: 10 });
}

export function unscheduleCampaignStart(executor: Executor, campaignId: number) {
  return cancelJob(executor, startKey(campaignId));
}

/**
 * Starts sending: EM_ANDAMENTO, every shipping row written in one statement, the connection's
 * dispatcher woken. Rows already written (a restart) are kept, so nobody is added twice.
 */
export async function startCampaign(tx: Tx, campaign: CampaignRow, now: Date): Promise<CampaignRow> {
  const [started] = await tx
    .update(campaigns)
    .set({ status: 'EM_ANDAMENTO', completedAt: null, updatedAt: now })
    .where(inCompany(campaigns, campaign.companyId, eq(campaigns.id, campaign.id)))
    .returning();
  await insertShippings(tx, started!, now);
  if (started!.whatsappId !== null) await ensureDispatcher(tx, campaign.companyId, started!.whatsappId, now);
  return started!;
}

/** At `scheduledAt`: a campaign still PROGRAMADA starts; one edited back to INATIVA or cancelled does not. */
export function campaignStartJob(ctx: EngineContext) {
  return defineJob({
    name: CAMPAIGN_START_JOB,
    payload,
    maxAttempts: 10,
    handler: async ({ companyId, campaignId }) => {
      const now = ctx.clock.now();
      const started = await ctx.db.transaction(async (tx) => {
        const [campaign] = await tx.select().from(campaigns).where(inCompany(campaigns, companyId, eq(campaigns.id, campaignId))).for('update');
        if (!campaign || campaign.status !== 'PROGRAMADA') return null;
        return startCampaign(tx, campaign, now);
      });
      if (!started) return;
      ctx.jobs.wake();
      await emitCampaignSaved(ctx, 'update', started);
    },
  });
}
