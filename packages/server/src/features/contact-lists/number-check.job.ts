import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { contactListItems, whatsapps } from '../../db/schema/index.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { inCompany } from '../../db/company-scope.js';
import { emitContactListItemSaved, emitContactListItemsReload } from './contact-lists.events.js';

export const CONTACT_LIST_CHECK_JOB = 'contact-list-check';
/** Numbers checked per run; the job re-enqueues itself until the list has none unchecked. */
const BATCH = 50;
/** Without a connected session the check waits and tries again this much later. */
export const NO_SESSION_RETRY_MS = 5 * 60 * 1000;
const payload = z.object({ companyId: z.number().int(), contactListId: z.number().int() });

/**
 * Queues the WhatsApp check of a list's unchecked numbers (one live job per list, its dedupe key),
 * in the caller's transaction. Call `ctx.jobs.wake()` after the commit.
 */
export function enqueueNumberCheck(executor: Executor, companyId: number, contactListId: number, runAt: Date) {
  return enqueueJob(executor, { name: CONTACT_LIST_CHECK_JOB, payload: { companyId, contactListId }, runAt, dedupeKey: `contact-list-check:${contactListId}`, maxAttempts: 5 });
}

async function liveSession(ctx: EngineContext, companyId: number) {
  const connected = await ctx.db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(inCompany(whatsapps, companyId, eq(whatsapps.status, 'CONNECTED')))
    .orderBy(desc(whatsapps.isDefault), asc(whatsapps.id));
  for (const candidate of connected) {
    const session = ctx.sessions.sessionOf(candidate.id);
    if (session) return session;
  }
  return undefined;
}

/**
 * Checks a batch of a list's unchecked numbers through a connected session of the company and
 * stores `isWhatsappValid`. Safe to run twice: only numbers still unchecked are looked at, and the
 * update is conditional on that. A provider failure leaves the number unchecked and retries later.
 */
export function numberCheckJob(ctx: EngineContext) {
  return defineJob({
    name: CONTACT_LIST_CHECK_JOB,
    payload,
    maxAttempts: 5,
    handler: async ({ companyId, contactListId }) => {
      const unchecked = await ctx.db
        .select()
        .from(contactListItems)
        .where(inCompany(contactListItems, companyId, eq(contactListItems.contactListId, contactListId), isNull(contactListItems.isWhatsappValid)))
        .orderBy(asc(contactListItems.id))
        .limit(BATCH + 1);
      if (unchecked.length === 0) return;
      const session = await liveSession(ctx, companyId);
      if (!session) {
        await enqueueNumberCheck(ctx.db, companyId, contactListId, new Date(ctx.clock.now().getTime() + NO_SESSION_RETRY_MS));
        return;
      }
      const batch = unchecked.slice(0, BATCH);
      const valid: number[] = [];
      const invalid: number[] = [];
      for (const item of batch) ((await session.checkNumber(item.number)).exists ? valid : invalid).push(item.id);
      const now = ctx.clock.now();
      const updated = await ctx.db.transaction(async (tx) => {
        const mark = (ids: number[], value: boolean) =>
          ids.length === 0
            ? Promise.resolve([])
            : tx
                .update(contactListItems)
                .set({ isWhatsappValid: value, updatedAt: now })
                .where(inCompany(contactListItems, companyId, inArray(contactListItems.id, ids), isNull(contactListItems.isWhatsappValid)))
                .returning();
        const rows = [...(await mark(valid, true)), ...(await mark(invalid, false))];
        if (unchecked.length > BATCH) await enqueueNumberCheck(tx, companyId, contactListId, now);
        return rows;
      });
      if (updated.length > 10) emitContactListItemsReload(ctx, companyId, contactListId);
      else for (const row of updated) emitContactListItemSaved(ctx, 'update', row);
      if (unchecked.length > BATCH) ctx.jobs.wake();
    },
  });
}
