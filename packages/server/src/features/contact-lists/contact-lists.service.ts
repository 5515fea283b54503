import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactListBodySchema, contactListItemBodySchema, contactListItemUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { contactListItems, contactLists } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../shared/app-error.js';
import { emitContactListDeleted, emitContactListItemDeleted, emitContactListItemSaved, emitContactListSaved } from './contact-lists.events.js';
import { findContactList, findContactListItem, itemCounts } from './contact-lists.repository.js';
import { enqueueNumberCheck } from './number-check.job.js';

type ListBody = z.output<typeof contactListBodySchema>;
type ItemBody = z.output<typeof contactListItemBodySchema>;
type ItemUpdate = z.output<typeof contactListItemUpdateSchema>;

/** A number appears once per list (`contact_list_items_list_number_uq` decides races). */
function mapDuplicateNumber(error: unknown): never {
  if (isUniqueViolation(error, 'contact_list_items_list_number_uq')) throw new AppError('ERR_CONTACT_LIST_ITEM_EXISTS');
  throw error;
}

export async function createContactList(ctx: AppContext, companyId: number, body: ListBody) {
  const now = ctx.clock.now();
  const [row] = await ctx.db.insert(contactLists).values({ companyId, name: body.name, createdAt: now, updatedAt: now }).returning();
  emitContactListSaved(ctx, 'create', row!, 0);
  return row!;
}

export async function updateContactList(ctx: AppContext, companyId: number, id: number, body: ListBody) {
  await findContactList(ctx.db, companyId, id);
  const [row] = await ctx.db
    .update(contactLists)
    .set({ name: body.name, updatedAt: ctx.clock.now() })
    .where(inCompany(contactLists, companyId, eq(contactLists.id, id)))
    .returning();
  const count = (await itemCounts(ctx.db, companyId, [id])).get(id) ?? 0;
  emitContactListSaved(ctx, 'update', row!, count);
  return { row: row!, count };
}

/** Deleting a list deletes its items; campaigns that named it keep running on their shipping rows. */
export async function deleteContactList(ctx: AppContext, companyId: number, id: number): Promise<void> {
  await findContactList(ctx.db, companyId, id);
  await ctx.db.delete(contactLists).where(inCompany(contactLists, companyId, eq(contactLists.id, id)));
  emitContactListDeleted(ctx, companyId, id);
}

/** The list's row with its new item count, to every admin page showing it, after an item came or went. */
async function announceCount(ctx: AppContext, companyId: number, contactListId: number): Promise<void> {
  const list = await findContactList(ctx.db, companyId, contactListId).catch(() => undefined);
  if (!list) return;
  const count = (await itemCounts(ctx.db, companyId, [contactListId])).get(contactListId) ?? 0;
  emitContactListSaved(ctx, 'update', list, count);
}

/** A new item is stored unchecked; a background job asks WhatsApp whether its number exists. */
export async function createContactListItem(ctx: AppContext, companyId: number, body: ItemBody) {
  await findContactList(ctx.db, companyId, body.contactListId);
  const now = ctx.clock.now();
  const row = await ctx.db
    .transaction(async (tx) => {
      const [inserted] = await tx
        .insert(contactListItems)
        .values({ companyId, contactListId: body.contactListId, name: body.name, number: body.number, email: body.email, createdAt: now, updatedAt: now })
        .returning();
      await enqueueNumberCheck(tx, companyId, body.contactListId, now);
      return inserted!;
    })
    .catch(mapDuplicateNumber);
  ctx.jobs.wake();
  emitContactListItemSaved(ctx, 'create', row);
  await announceCount(ctx, companyId, body.contactListId);
  return row;
}

/** A changed number is checked again; name and e-mail changes keep the stored validity. */
export async function updateContactListItem(ctx: AppContext, companyId: number, id: number, body: ItemUpdate) {
  const current = await findContactListItem(ctx.db, companyId, id);
  const numberChanged = current.number !== body.number;
  const now = ctx.clock.now();
  const row = await ctx.db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(contactListItems)
        .set({ name: body.name, number: body.number, email: body.email, updatedAt: now, ...(numberChanged ? { isWhatsappValid: null } : {}) })
        .where(inCompany(contactListItems, companyId, eq(contactListItems.id, id)))
        .returning();
      if (numberChanged) await enqueueNumberCheck(tx, companyId, current.contactListId, now);
      return updated!;
    })
    .catch(mapDuplicateNumber);
  if (numberChanged) ctx.jobs.wake();
  emitContactListItemSaved(ctx, 'update', row);
  return row;
}

export async function deleteContactListItem(ctx: AppContext, companyId: number, id: number): Promise<void> {
  const current = await findContactListItem(ctx.db, companyId, id);
  await ctx.db.delete(contactListItems).where(inCompany(contactListItems, companyId, eq(contactListItems.id, id)));
  emitContactListItemDeleted(ctx, companyId, current.contactListId, id);
  await announceCount(ctx, companyId, current.contactListId);
}
