import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema, TEXT, type Ticket } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { tags, tickets, ticketTags } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { ticketForCaller } from '../tickets/ticket-access.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { presentTicket } from '../tickets/ticket.presenter.js';
import { presentTag } from './tag.presenter.js';
import { ticketCounts } from './tags.repository.js';

const numericId = idSchema;

/** The tag editor sends whole tags (`{ id, name, color }`); bare ids are accepted too. */
const tagRef = z.union([numericId, z.looseObject({ id: numericId }).transform((tag) => tag.id)]);

/** `POST /tags/sync`: the ticket's complete tag list; `[]` clears it. */
export const tagsSyncBodySchema = z.object({
  ticketId: numericId,
  tags: z.array(tagRef, { error: TEXT.required }).max(1000),
});

/**
 * Replaces a ticket's tags with `tagIds` (duplicates ignored) in one transaction, answering the
 * ticket as it now stands. Any id that is not a tag of the caller's company fails the whole call
 * with 404 `ERR_NO_TAG_FOUND` and changes nothing. The ticket row is locked so two editors syncing
 * at once apply one after the other instead of colliding on the `(ticket, tag)` key.
 */
export async function syncTicketTags(ctx: AppContext, auth: RequestAuth, ticketId: number, tagIds: readonly number[]): Promise<Ticket> {
  const wanted = [...new Set(tagIds)];
  const { ticket, changed } = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: tickets.id }).from(tickets).where(and(eq(tickets.companyId, auth.companyId), eq(tickets.id, ticketId))).for('update');
    const row = await ticketForCaller(tx, auth, ticketId);
    if (wanted.length) {
      const found = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.companyId, auth.companyId), inArray(tags.id, wanted)));
      if (found.length !== wanted.length) throw new AppError('ERR_NO_TAG_FOUND');
    }
    const current = (await tx.select({ tagId: ticketTags.tagId }).from(ticketTags).where(eq(ticketTags.ticketId, row.id))).map((link) => link.tagId);
    const removed = current.filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !current.includes(id));
    if (removed.length) await tx.delete(ticketTags).where(and(eq(ticketTags.ticketId, row.id), inArray(ticketTags.tagId, removed)));
    if (added.length) await tx.insert(ticketTags).values(added.map((tagId) => ({ ticketId: row.id, tagId })));
    return { ticket: row, changed: [...removed, ...added] };
  });
  // A sync that changes nothing tells nobody anything.
  if (changed.length === 0) return presentTicket(ctx.db, ticket);
  const presented = await emitTicketUpdate(ctx, ticket);
  await emitTagCounts(ctx, auth.companyId, changed);
  return presented;
}

/** Tags carry `ticketsCount`, so every tag a ticket gained or lost is re-sent on `company-{id}-tag`. */
export async function emitTagCounts(ctx: AppContext, companyId: number, tagIds: number[]): Promise<void> {
  const [rows, counts] = await Promise.all([
    ctx.db.select().from(tags).where(and(eq(tags.companyId, companyId), inArray(tags.id, tagIds))),
    ticketCounts(ctx.db, tagIds),
  ]);
  for (const row of rows) ctx.realtime.toCompany(companyId, 'tag', { action: 'update', tag: presentTag(row, counts.get(row.id) ?? 0) });
}
