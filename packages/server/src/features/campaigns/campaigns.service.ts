import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CAMPAIGN_CONFIRMATION_FIELDS, CAMPAIGN_MESSAGE_FIELDS, campaignEditability, type campaignBodySchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { campaignShippings, campaigns, messages } from '../../db/schema/index.js';
import type { CampaignRow } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import type { AttachedMedia } from '../../media/attachment-upload.js';
import { AppError } from '../../shared/app-error.js';
import { mediaKindOf } from '../messages/media-kind.js';
import { readCompanySettings } from '../settings/company-settings.js';
import { assertCampaignRefs } from './campaign-refs.js';
import { scheduleCampaignStart, startCampaign, unscheduleCampaignStart } from './campaign-start.js';
import { emitCampaignDeleted, emitCampaignSaved } from './campaigns.events.js';
import { findCampaign } from './campaigns.repository.js';
import { scheduledInstant } from './scheduled-at.js';

type Body = z.output<typeof campaignBodySchema>;

function messageFields(body: Body) {
  return Object.fromEntries([...CAMPAIGN_MESSAGE_FIELDS, ...CAMPAIGN_CONFIRMATION_FIELDS].map((field) => [field, body[field] ?? null])) as Pick<CampaignRow, (typeof CAMPAIGN_MESSAGE_FIELDS)[number] | (typeof CAMPAIGN_CONFIRMATION_FIELDS)[number]>;
}

/**
 * The stored form of a body: with `scheduledAt` it is PROGRAMADA (and needs a connection and an
 * audience), without it INATIVA and never sent.
 */
async function fieldsOf(ctx: AppContext, companyId: number, body: Body) {
  await assertCampaignRefs(ctx.db, companyId, body);
  const timezone = body.scheduledAt ? (await readCompanySettings(ctx.db, companyId)).timezone : 'UTC';
  const scheduledAt = body.scheduledAt ? scheduledInstant(body.scheduledAt, timezone) : null;
  const fields = {
    name: body.name,
    ...messageFields(body),
    confirmation: body.confirmation ?? false,
    scheduledAt,
    status: scheduledAt ? ('PROGRAMADA' as const) : ('INATIVA' as const),
    whatsappId: body.whatsappId ?? null,
    contactListId: body.contactListId ?? null,
    tagListId: body.tagListId ?? null,
    fileListId: body.fileListId ?? null,
  };
  if (scheduledAt && (fields.whatsappId === null || (fields.contactListId === null && fields.tagListId === null))) throw new AppError('ERR_CAMPAIGN_INCOMPLETE');
  return fields;
}

async function saved(ctx: AppContext, action: 'create' | 'update', row: CampaignRow) {
  ctx.jobs.wake();
  await emitCampaignSaved(ctx, action, row);
  return row;
}

export async function createCampaign(ctx: AppContext, companyId: number, body: Body) {
  const fields = await fieldsOf(ctx, companyId, body);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(campaigns).values({ companyId, ...fields, createdAt: now, updatedAt: now }).returning();
    if (inserted!.scheduledAt) await scheduleCampaignStart(tx, inserted!, inserted!.scheduledAt);
    return inserted!;
  });
  return saved(ctx, 'create', row);
}

/**
 * The editability rule, enforced here: a fully editable campaign takes every field (and its start timer
 * follows `scheduledAt`); a CANCELADA one only its message texts; any other answers 409.
 */
export async function updateCampaign(ctx: AppContext, companyId: number, id: number, body: Body) {
  const now = ctx.clock.now();
  const current = await findCampaign(ctx.db, companyId, id);
  const editable = campaignEditability(current, now);
  if (editable === 'none') throw new AppError('ERR_CAMPAIGN_NOT_EDITABLE');
  const fields = editable === 'full' ? await fieldsOf(ctx, companyId, body) : messageFields(body);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(campaigns)
      .set({ ...fields, updatedAt: now })
      // The status read above still holds: a start or cancel in between makes this a 409.
      .where(inCompany(campaigns, companyId, eq(campaigns.id, id), eq(campaigns.status, current.status)))
      .returning();
    if (!updated) throw new AppError('ERR_CAMPAIGN_NOT_EDITABLE');
    if (editable === 'full') {
      if (updated.scheduledAt) await scheduleCampaignStart(tx, updated, updated.scheduledAt);
      else await unscheduleCampaignStart(tx, id);
    }
    return updated;
  });
  return saved(ctx, 'update', row);
}

/**
 * Takes back the campaign's messages not yet handed to WhatsApp: they are marked failed ('campaign
 * cancelled') so the send job skips them, and their rows return to pending for a restart. A message
 * the send job has claimed (`sending`) may already be on its way: it is left to settle, and its row
 * stays queued, so a restart does not send it again.
 */
async function withdrawPending(tx: Tx, companyId: number, campaignId: number, now: Date): Promise<void> {
  const inFlight = await tx
    .select({ id: campaignShippings.id, messageId: campaignShippings.messageId, confirmationMessageId: campaignShippings.confirmationMessageId, status: campaignShippings.status })
    .from(campaignShippings)
    .where(inCompany(campaignShippings, companyId, eq(campaignShippings.campaignId, campaignId), inArray(campaignShippings.status, ['queued', 'awaiting_confirmation'])));
  const messageIds = inFlight.flatMap((row) => [row.status === 'queued' ? row.messageId : row.confirmationMessageId]).filter((id): id is number => id !== null);
  if (messageIds.length === 0) return;
  const withdrawn = await tx
    .update(messages)
    .set({ sendStatus: 'failed', sendError: 'campaign cancelled', updatedAt: now })
    .where(inCompany(messages, companyId, inArray(messages.id, messageIds), eq(messages.sendStatus, 'pending')))
    .returning({ id: messages.id });
  const ids = new Set(withdrawn.map((row) => row.id));
  const back = inFlight.filter((row) => ids.has((row.status === 'queued' ? row.messageId : row.confirmationMessageId)!)).map((row) => row.id);
  if (back.length === 0) return;
  await tx
    .update(campaignShippings)
    .set({
      status: sql`case when ${campaignShippings.status} = 'queued' and ${campaignShippings.confirmedAt} is not null then 'confirmed' else 'pending' end`,
      messageId: sql`case when ${campaignShippings.status} = 'queued' then null else ${campaignShippings.messageId} end`,
      confirmationMessageId: sql`case when ${campaignShippings.status} = 'awaiting_confirmation' then null else ${campaignShippings.confirmationMessageId} end`,
      confirmationRequestedAt: sql`case when ${campaignShippings.status} = 'awaiting_confirmation' then null else ${campaignShippings.confirmationRequestedAt} end`,
      updatedAt: now,
    })
    .where(inCompany(campaignShippings, companyId, inArray(campaignShippings.id, back)));
}

/** `POST /campaigns/{id}/cancel`: a running (or scheduled) campaign stops; nothing is queued for it afterwards. */
export async function cancelCampaign(ctx: AppContext, companyId: number, id: number) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(inCompany(campaigns, companyId, eq(campaigns.id, id))).for('update');
    if (!current) throw new AppError('ERR_NO_CAMPAIGN_FOUND');
    if (current.status !== 'EM_ANDAMENTO' && current.status !== 'PROGRAMADA') throw new AppError('ERR_CAMPAIGN_NOT_RUNNING');
    const [cancelled] = await tx.update(campaigns).set({ status: 'CANCELADA', updatedAt: now }).where(inCompany(campaigns, companyId, eq(campaigns.id, id))).returning();
    await unscheduleCampaignStart(tx, id);
    await withdrawPending(tx, companyId, id, now);
    return cancelled!;
  });
  return saved(ctx, 'update', row);
}

/** `POST /campaigns/{id}/restart`: a cancelled campaign continues with the contacts not yet delivered. */
export async function restartCampaign(ctx: AppContext, companyId: number, id: number) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(inCompany(campaigns, companyId, eq(campaigns.id, id))).for('update');
    if (!current) throw new AppError('ERR_NO_CAMPAIGN_FOUND');
    if (current.status !== 'CANCELADA') throw new AppError('ERR_CAMPAIGN_NOT_CANCELLED');
    if (current.whatsappId === null) throw new AppError('ERR_CAMPAIGN_INCOMPLETE');
    return startCampaign(tx, current, now);
  });
  return saved(ctx, 'update', row);
}

/** `DELETE /campaigns/{id}`: its pending messages are withdrawn first, then the campaign and its rows go. */
export async function deleteCampaign(ctx: AppContext, companyId: number, id: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(inCompany(campaigns, companyId, eq(campaigns.id, id))).for('update');
    if (!current) throw new AppError('ERR_NO_CAMPAIGN_FOUND');
    await unscheduleCampaignStart(tx, id);
    await withdrawPending(tx, companyId, id, now);
    await tx.delete(campaigns).where(inCompany(campaigns, companyId, eq(campaigns.id, id)));
  });
  emitCampaignDeleted(ctx, companyId, id);
}

/** Media upload and removal follow the same editability as the other fields (a CANCELADA campaign keeps its media). */
export async function setCampaignMedia(ctx: AppContext, companyId: number, id: number, media: AttachedMedia | null) {
  const now = ctx.clock.now();
  const current = await findCampaign(ctx.db, companyId, id);
  if (campaignEditability(current, now) !== 'full') throw new AppError('ERR_CAMPAIGN_NOT_EDITABLE');
  const fields = media ? { mediaPath: media.mediaPath, mediaName: media.mediaName, mimetype: mediaKindOf(media.mediaName).mimetype } : { mediaPath: null, mediaName: null, mimetype: null };
  const [row] = await ctx.db
    .update(campaigns)
    .set({ ...fields, updatedAt: now })
    .where(and(inCompany(campaigns, companyId, eq(campaigns.id, id))))
    .returning();
  return saved(ctx, 'update', row!);
}

