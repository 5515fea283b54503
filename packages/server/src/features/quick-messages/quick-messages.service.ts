import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canManageQuickMessage, isAdmin, type quickMessageBodySchema, type quickMessageUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { quickMessages } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import type { AttachedMedia } from '../../media/attachment-upload.js';
import { emitQuickMessageDeleted, emitQuickMessageSaved } from './quick-messages.events.js';
import { findQuickMessage, shortcodeTaken } from './quick-messages.repository.js';
import { inCompany } from '../../db/company-scope.js';
import { lockCompanyRow } from '../../db/company-lock.js';

type CreateBody = z.output<typeof quickMessageBodySchema>;
type UpdateBody = z.output<typeof quickMessageUpdateSchema>;

const actorOf = (auth: RequestAuth) => ({ id: auth.userId, profile: auth.profile });

/** Reading one: admins any; others their own and the company-wide ones (another's private one is 403). */
export async function readQuickMessage(ctx: AppContext, auth: RequestAuth, id: number) {
  const row = await findQuickMessage(ctx.db, auth.companyId, id);
  if (!row.geral && !canManageQuickMessage(actorOf(auth), row)) throw new AppError('ERR_NO_PERMISSION');
  return row;
}

/** `POST /quick-messages`: the caller is the author; media comes later through `…/media-upload`. */
export async function createQuickMessage(ctx: AppContext, auth: RequestAuth, body: CreateBody) {
  const row = await ctx.db.transaction(async (tx) => {
    await lockCompanyRow(tx, auth.companyId);
    const geral = body.geral ?? false;
    if (await shortcodeTaken(tx, auth.companyId, { shortcode: body.shortcode, geral, userId: auth.userId })) throw new AppError('ERR_QUICK_MESSAGE_SHORTCODE_IN_USE');
    const [created] = await tx
      .insert(quickMessages)
      .values({ companyId: auth.companyId, userId: auth.userId, shortcode: body.shortcode, message: body.message ?? '', geral, status: body.status || 'active' })
      .returning();
    return created!;
  });
  await emitQuickMessageSaved(ctx, 'create', row);
  return row;
}

/** `PUT /quick-messages/{id}`: the author or an admin. */
export async function updateQuickMessage(ctx: AppContext, auth: RequestAuth, id: number, body: UpdateBody) {
  const { row, wasGeral } = await ctx.db.transaction(async (tx) => {
    await lockCompanyRow(tx, auth.companyId);
    const current = await findQuickMessage(tx, auth.companyId, id);
    if (!canManageQuickMessage(actorOf(auth), current)) throw new AppError('ERR_NO_PERMISSION');
    const shortcode = body.shortcode ?? current.shortcode;
    const geral = body.geral ?? current.geral;
    if (await shortcodeTaken(tx, auth.companyId, { id, shortcode, geral, userId: current.userId })) throw new AppError('ERR_QUICK_MESSAGE_SHORTCODE_IN_USE');
    const [updated] = await tx
      .update(quickMessages)
      .set({ shortcode, geral, ...(body.message !== undefined ? { message: body.message } : {}), ...(body.status ? { status: body.status } : {}), updatedAt: ctx.clock.now() })
      .where(inCompany(quickMessages, auth.companyId, eq(quickMessages.id, id)))
      .returning();
    return { row: updated!, wasGeral: current.geral };
  });
  await emitQuickMessageSaved(ctx, 'update', row, wasGeral);
  return row;
}

/** `DELETE /quick-messages/{id}`: the author or an admin. */
export async function deleteQuickMessage(ctx: AppContext, auth: RequestAuth, id: number): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findQuickMessage(tx, auth.companyId, id);
    if (!canManageQuickMessage(actorOf(auth), current)) throw new AppError('ERR_NO_PERMISSION');
    await tx.delete(quickMessages).where(inCompany(quickMessages, auth.companyId, eq(quickMessages.id, id)));
    return current;
  });
  await emitQuickMessageDeleted(ctx, row);
}

/**
 * `POST /quick-messages/{id}/media-upload`: points the record at the file stored under the company
 * before the transaction, so no disk I/O happens while rows are locked.
 */
export async function attachQuickMessageMedia(ctx: AppContext, auth: RequestAuth, id: number, media: AttachedMedia) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findQuickMessage(tx, auth.companyId, id);
    if (!canManageQuickMessage(actorOf(auth), current)) throw new AppError('ERR_NO_PERMISSION');
    const [updated] = await tx
      .update(quickMessages)
      .set({ ...media, updatedAt: ctx.clock.now() })
      .where(inCompany(quickMessages, auth.companyId, eq(quickMessages.id, id)))
      .returning();
    return updated!;
  });
  await emitQuickMessageSaved(ctx, 'update', row);
  return row;
}

/** `DELETE /quick-messages/{id}/media-upload`: the record forgets its attachment. */
export async function detachQuickMessageMedia(ctx: AppContext, auth: RequestAuth, id: number) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findQuickMessage(tx, auth.companyId, id);
    if (!canManageQuickMessage(actorOf(auth), current)) throw new AppError('ERR_NO_PERMISSION');
    const [updated] = await tx.update(quickMessages).set({ mediaPath: null, mediaName: null, updatedAt: ctx.clock.now() }).where(inCompany(quickMessages, auth.companyId, eq(quickMessages.id, id))).returning();
    return updated!;
  });
  await emitQuickMessageSaved(ctx, 'update', row);
  return row;
}

export const seesAllQuickMessages = (auth: RequestAuth) => isAdmin(auth);
