import { sql } from 'drizzle-orm';
import type { ContactListUploadResult } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { contactListItems } from '../../db/schema/index.js';
import type { ParsedSheet } from '../contacts/sheet-rows.js';
import { emitContactListItemsReload, emitContactListSaved } from './contact-lists.events.js';
import { findContactList, itemCounts } from './contact-lists.repository.js';
import { enqueueNumberCheck } from './number-check.job.js';

/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters per statement). */
const BATCH_SIZE = 1000;

/**
 * Writes a parsed sheet into a list in one transaction (all rows or none, so nothing is left
 * half-imported): new numbers are inserted, numbers already in the list get the sheet's name and
 * e-mail. The rows the sheet parser refused come back in the report. The numbers are then checked
 * with WhatsApp by the background job, whose progress shows as items turning valid or invalid.
 */
export async function importContactListSheet(ctx: AppContext, companyId: number, contactListId: number, parsed: ParsedSheet): Promise<ContactListUploadResult> {
  const list = await findContactList(ctx.db, companyId, contactListId);
  const now = ctx.clock.now();
  let created = 0;
  await ctx.db.transaction(async (tx) => {
    for (let start = 0; start < parsed.contacts.length; start += BATCH_SIZE) {
      const batch = parsed.contacts.slice(start, start + BATCH_SIZE);
      const rows = await tx
        .insert(contactListItems)
        .values(batch.map((item) => ({ companyId, contactListId, name: item.name.length >= 2 ? item.name : item.number, number: item.number, email: item.email, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [contactListItems.contactListId, contactListItems.number],
          set: { name: sql`excluded.name`, email: sql`case when excluded.email <> '' then excluded.email else ${contactListItems.email} end`, updatedAt: now },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      created += rows.filter((row) => row.inserted).length;
    }
    await enqueueNumberCheck(tx, companyId, contactListId, now);
  });
  ctx.jobs.wake();
  const count = (await itemCounts(ctx.db, companyId, [contactListId])).get(contactListId) ?? 0;
  emitContactListItemsReload(ctx, companyId, contactListId);
  emitContactListSaved(ctx, 'update', list, count);
  return { total: parsed.total, created, updated: parsed.contacts.length - created, skipped: parsed.skipped };
}
