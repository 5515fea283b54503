import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CAMPAIGN_CONFIRMATION_FIELDS, CAMPAIGN_MESSAGE_FIELDS, type CampaignSettings } from '@prosa/contract';
import type { EngineContext } from '../../engine-context.js';
import { campaignOptOuts, campaignShippings, campaigns, fileListOptions, jobs, whatsapps } from '../../db/schema/index.js';
import type { CampaignRow, CampaignShippingRow } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { ProviderError } from '../../providers/provider-types.js';
import { findOrCreateContact } from '../contacts/contact-identity.js';
import { mediaKindOf } from '../messages/media-kind.js';
import { queueOutbound } from '../messages/outbound.js';
import { readCampaignSettings } from './campaign-settings.js';
import { paceDelayMs, renderCampaignText } from './campaign-texts.js';
import { ticketForCampaign } from './campaign-ticket.js';
import { emitCampaignSaved } from './campaigns.events.js';

export const CAMPAIGN_DISPATCH_JOB = 'campaign-dispatch';
/** While sends of a connection are still in flight and nothing else is pending, look again this much later. */
export const SETTLE_RECHECK_MS = 5_000;
const payload = z.object({ companyId: z.number().int(), whatsappId: z.number().int(), sent: z.number().int().min(0) });

const dispatchKey = (whatsappId: number) => `campaign-dispatch:${whatsappId}`;

/**
 * Retries: a first failure may be a passing conflict with another transaction (worth retrying a
 * second later); later ones a disconnected connection, waited out up to five minutes apart (the
 * session coming up makes the job due at once). The send locks the contact before its ticket, the
 * order inbound intake and the bot's turn follow too, so it does not deadlock with them.
 */
const backoff = (attempt: number) => (attempt <= 1 ? 1_000 : Math.min(15_000 * 2 ** (attempt - 2), 300_000));

function enqueueDispatch(executor: Executor, companyId: number, whatsappId: number, sent: number, runAt: Date) {
  return enqueueJob(executor, { name: CAMPAIGN_DISPATCH_JOB, payload: { companyId, whatsappId, sent }, runAt, dedupeKey: dispatchKey(whatsappId), whatsappId, maxAttempts: 100_000 });
}

/**
 * Makes sure the connection's dispatcher will run: one job per connection, so two campaigns on one
 * connection share its pace. A pending dispatcher is left alone (it runs at its paced time); a
 * running or finished one gets a run now (a running one re-schedules itself anyway if it sends).
 */
export async function ensureDispatcher(tx: Tx, companyId: number, whatsappId: number, now: Date): Promise<void> {
  const [pending] = await tx.select({ id: jobs.id }).from(jobs).where(inCompany(jobs, companyId, eq(jobs.dedupeKey, dispatchKey(whatsappId)), eq(jobs.status, 'pending')));
  if (!pending) await enqueueDispatch(tx, companyId, whatsappId, 0, now);
}

/**
 * Moves queued shipping rows of the connection's running campaigns to sent or failed as their
 * stored messages settled (the send job of the messages feature decides). Answers the campaigns touched.
 */
async function settleShippings(executor: Executor, companyId: number, whatsappId: number, now: Date): Promise<number[]> {
  const result = await executor.execute(sql`
    update campaign_shippings as s
       set status = case when m.send_status = 'sent' then 'sent' else 'failed' end,
           delivered_at = case when m.send_status = 'sent' then m.updated_at end,
           failure_reason = case when m.send_status = 'failed' then coalesce(m.send_error, 'send failed') end,
           updated_at = ${now}
      from messages as m, campaigns as c
     where s.company_id = ${companyId} and s.status = 'queued' and m.company_id = ${companyId} and m.id = s.message_id
       and m.send_status in ('sent', 'failed') and c.company_id = ${companyId} and c.id = s.campaign_id and c.whatsapp_id = ${whatsappId}
    returning s.campaign_id`);
  const rows = (result as unknown as { rows: { campaign_id: number }[] }).rows;
  return [...new Set(rows.map((row) => Number(row.campaign_id)))];
}

type Outcome = { kind: 'sent'; campaignId: number; shippingId: number } | { kind: 'skipped'; campaignId: number } | { kind: 'idle'; inFlight: boolean; finished: number[] };

async function nextShipping(tx: Tx, companyId: number, whatsappId: number): Promise<{ shipping: CampaignShippingRow; campaign: CampaignRow } | null> {
  const [candidate] = await tx
    .select({ shipping: campaignShippings, campaign: campaigns })
    .from(campaignShippings)
    .innerJoin(campaigns, eq(campaigns.id, campaignShippings.campaignId))
    .where(
      and(
        inCompany(campaignShippings, companyId, inArray(campaignShippings.status, ['pending', 'confirmed'])),
        inCompany(campaigns, companyId, eq(campaigns.whatsappId, whatsappId), eq(campaigns.status, 'EM_ANDAMENTO')),
      ),
    )
    .orderBy(asc(campaignShippings.id))
    .limit(1)
    // A cancel (an UPDATE of the campaign) waits for this transaction, and this one for a cancel
    // under way, so nothing is queued for a campaign once its cancel answered.
    .for('update');
  return candidate ?? null;
}

/** Campaigns of the connection with nothing left to send or settle become FINALIZADA. */
async function finishCampaigns(tx: Tx, companyId: number, whatsappId: number, now: Date): Promise<{ finished: number[]; inFlight: boolean }> {
  const open = sql`exists (select 1 from campaign_shippings s where s.company_id = ${companyId} and s.campaign_id = ${campaigns.id} and s.status in ('pending', 'confirmed', 'awaiting_confirmation', 'queued'))`;
  const finished = await tx
    .update(campaigns)
    .set({ status: 'FINALIZADA', completedAt: now, updatedAt: now })
    .where(inCompany(campaigns, companyId, eq(campaigns.whatsappId, whatsappId), eq(campaigns.status, 'EM_ANDAMENTO'), sql`not ${open}`))
    .returning({ id: campaigns.id });
  const [queued] = await tx
    .select({ id: campaignShippings.id })
    .from(campaignShippings)
    .innerJoin(campaigns, eq(campaigns.id, campaignShippings.campaignId))
    .where(and(inCompany(campaignShippings, companyId, eq(campaignShippings.status, 'queued')), inCompany(campaigns, companyId, eq(campaigns.whatsappId, whatsappId), eq(campaigns.status, 'EM_ANDAMENTO'))))
    .limit(1);
  return { finished: finished.map((row) => row.id), inFlight: Boolean(queued) };
}

/** Stores the contact's next campaign message(s) as pending outbound messages and advances the row, in one transaction. */
async function queueShipping(tx: Tx, shipping: CampaignShippingRow, campaign: CampaignRow, settings: CampaignSettings, now: Date): Promise<void> {
  const { companyId } = campaign;
  const whatsappId = campaign.whatsappId!;
  const { contact } = await findOrCreateContact(tx, companyId, { phone: shipping.number, name: shipping.name || undefined, whatsappId }, now);
  const ticket = await ticketForCampaign(tx, companyId, contact.id, whatsappId, now);
  const variables = { nome: shipping.name, email: shipping.email, numero: shipping.number };
  const index = Math.min(Math.max(shipping.variant, 1), 5) - 1;
  const confirmationText = campaign[CAMPAIGN_CONFIRMATION_FIELDS[index]!];
  if (campaign.confirmation && shipping.status === 'pending' && confirmationText?.trim()) {
    const { message } = await queueOutbound(tx, ticket, { body: renderCampaignText(confirmationText, variables, settings.variables), userId: null, isAutomatic: true }, now);
    await tx
      .update(campaignShippings)
      .set({ status: 'awaiting_confirmation', confirmationRequestedAt: now, confirmationMessageId: message.id, updatedAt: now })
      .where(inCompany(campaignShippings, companyId, eq(campaignShippings.id, shipping.id)));
    return;
  }
  if (campaign.fileListId !== null) {
    const files = await tx
      .select()
      .from(fileListOptions)
      .where(inCompany(fileListOptions, companyId, eq(fileListOptions.fileListId, campaign.fileListId)))
      .orderBy(asc(fileListOptions.id));
    for (const file of files) {
      if (!file.path) continue;
      const kind = mediaKindOf(file.name, file.mimetype ?? undefined);
      await queueOutbound(tx, ticket, { body: '', userId: null, isAutomatic: true, media: { path: file.path, name: file.name, ...kind } }, now);
    }
  }
  const text = renderCampaignText(campaign[CAMPAIGN_MESSAGE_FIELDS[index]!] ?? '', variables, settings.variables);
  const media = campaign.mediaPath ? { path: campaign.mediaPath, name: campaign.mediaName ?? 'file', ...mediaKindOf(campaign.mediaName ?? '', campaign.mimetype ?? undefined) } : undefined;
  const { message } = await queueOutbound(tx, ticket, { body: text, userId: null, isAutomatic: true, ...(media ? { media } : {}) }, now);
  await tx
    .update(campaignShippings)
    .set({ status: 'queued', messageId: message.id, updatedAt: now })
    .where(inCompany(campaignShippings, companyId, eq(campaignShippings.id, shipping.id)));
}

async function dispatchOne(tx: Tx, companyId: number, whatsappId: number, settings: CampaignSettings, now: Date): Promise<Outcome> {
  const next = await nextShipping(tx, companyId, whatsappId);
  if (!next) return { kind: 'idle', ...(await finishCampaigns(tx, companyId, whatsappId, now)) };
  const { shipping, campaign } = next;
  const [optedOut] = await tx.select({ number: campaignOptOuts.number }).from(campaignOptOuts).where(inCompany(campaignOptOuts, companyId, eq(campaignOptOuts.number, shipping.number)));
  if (optedOut) {
    await tx.update(campaignShippings).set({ status: 'opted_out', updatedAt: now }).where(inCompany(campaignShippings, companyId, eq(campaignShippings.id, shipping.id)));
    return { kind: 'skipped', campaignId: campaign.id };
  }
  await queueShipping(tx, shipping, campaign, settings, now);
  return { kind: 'sent', campaignId: campaign.id, shippingId: shipping.id };
}

/**
 * The dispatcher of one connection (durable, one job per connection): each run settles the rows
 * whose messages were sent, then queues one contact's message through the messages feature's
 * outbound pipeline and schedules its own next run after the pacing delay, all in one transaction.
 * A crash before the commit leaves nothing done (the job runs again); after it, the stored message's
 * send job delivers it under the id chosen when it was stored, so no contact receives it twice.
 */
export function campaignDispatchJob(ctx: EngineContext) {
  return defineJob({
    name: CAMPAIGN_DISPATCH_JOB,
    payload,
    maxAttempts: 100_000,
    backoff,
    handler: async ({ companyId, whatsappId, sent }) => {
      const now = ctx.clock.now();
      const touched = new Set(await settleShippings(ctx.db, companyId, whatsappId, now));
      const [connection] = await ctx.db.select({ status: whatsapps.status }).from(whatsapps).where(inCompany(whatsapps, companyId, eq(whatsapps.id, whatsappId)));
      if (!connection) return;
      if (connection.status !== 'CONNECTED' || !ctx.sessions.sessionOf(whatsappId)) {
        await emitTouched(ctx, companyId, touched);
        // Retried with backoff; the shipping rows stay pending until the connection is back.
        throw new ProviderError('The WhatsApp connection is not connected.', 'ERR_WAPP_NOT_INITIALIZED', true);
      }
      const settings = await readCampaignSettings(ctx.db, companyId);
      const outcome = await ctx.db.transaction(async (tx) => {
        const result = await dispatchOne(tx, companyId, whatsappId, settings, now);
        if (result.kind === 'sent') await enqueueDispatch(tx, companyId, whatsappId, sent + 1, new Date(now.getTime() + paceDelayMs(sent + 1, result.shippingId, settings)));
        else if (result.kind === 'skipped') await enqueueDispatch(tx, companyId, whatsappId, sent, now);
        else if (result.inFlight) await enqueueDispatch(tx, companyId, whatsappId, sent, new Date(now.getTime() + SETTLE_RECHECK_MS));
        return result;
      });
      ctx.jobs.wake();
      if (outcome.kind === 'idle') for (const id of outcome.finished) touched.add(id);
      else touched.add(outcome.campaignId);
      await emitTouched(ctx, companyId, touched);
    },
  });
}

async function emitTouched(ctx: EngineContext, companyId: number, ids: Set<number>): Promise<void> {
  if (ids.size === 0) return;
  const rows = await ctx.db.select().from(campaigns).where(inCompany(campaigns, companyId, inArray(campaigns.id, [...ids])));
  for (const row of rows) await emitCampaignSaved(ctx, 'update', row);
}
