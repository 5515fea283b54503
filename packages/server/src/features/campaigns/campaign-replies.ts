import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EngineContext } from '../../engine-context.js';
import type { AfterCommit } from '../../db/after-commit.js';
import { campaignOptOuts, campaignShippings, campaigns } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import { ensureDispatcher } from './campaign-dispatch.job.js';
import { readCampaignSettings } from './campaign-settings.js';
import { isOptOut } from './campaign-texts.js';
import { emitCampaignSaved } from './campaigns.events.js';

export interface CampaignReply {
  companyId: number;
  whatsappId: number;
  /** The contact's phone digits ('' for a contact known only by its LID: no campaign names it). */
  number: string;
  body: string;
  now: Date;
}

/**
 * What a customer's message means to the company's campaigns, in the inbound transaction:
 * an opt-out word marks the number opted out for the company (every later campaign skips it) and
 * drops its rows still waiting; any other reply on the campaign's connection confirms a contact
 * awaiting confirmation, whose main message the connection's dispatcher then sends.
 */
export async function recordCampaignReply(tx: Tx, ctx: EngineContext, reply: CampaignReply, after: AfterCommit): Promise<void> {
  const { companyId, whatsappId, number, now } = reply;
  if (!number) return;
  const [waiting] = await tx
    .select({ id: campaignShippings.id })
    .from(campaignShippings)
    .where(inCompany(campaignShippings, companyId, eq(campaignShippings.number, number), inArray(campaignShippings.status, ['pending', 'awaiting_confirmation', 'confirmed'])))
    .limit(1);
  // Opt-out words are short: a long message without a waiting row costs no settings read.
  if (!waiting && reply.body.trim().length > 50) return;
  const settings = await readCampaignSettings(tx, companyId);
  const optOut = isOptOut(reply.body, settings.optOutWords);
  if (!optOut && !waiting) return;
  let touched: number[];
  if (optOut) {
    await tx.insert(campaignOptOuts).values({ companyId, number, createdAt: now }).onConflictDoNothing();
    const dropped = await tx
      .update(campaignShippings)
      .set({ status: 'opted_out', updatedAt: now })
      .where(inCompany(campaignShippings, companyId, eq(campaignShippings.number, number), inArray(campaignShippings.status, ['pending', 'awaiting_confirmation', 'confirmed'])))
      .returning({ campaignId: campaignShippings.campaignId });
    touched = dropped.map((row) => row.campaignId);
  } else {
    const running = tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(inCompany(campaigns, companyId, eq(campaigns.whatsappId, whatsappId), eq(campaigns.status, 'EM_ANDAMENTO'))));
    const confirmed = await tx
      .update(campaignShippings)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
      .where(inCompany(campaignShippings, companyId, eq(campaignShippings.number, number), eq(campaignShippings.status, 'awaiting_confirmation'), sql`${campaignShippings.campaignId} in ${running}`))
      .returning({ campaignId: campaignShippings.campaignId });
    touched = confirmed.map((row) => row.campaignId);
    if (touched.length > 0) await ensureDispatcher(tx, companyId, whatsappId, now);
  }
  if (touched.length === 0) return;
  const ids = [...new Set(touched)];
  after.add(async () => {
    ctx.jobs.wake();
    const rows = await ctx.db.select().from(campaigns).where(inCompany(campaigns, companyId, inArray(campaigns.id, ids)));
    for (const row of rows) await emitCampaignSaved(ctx, 'update', row);
  });
}
