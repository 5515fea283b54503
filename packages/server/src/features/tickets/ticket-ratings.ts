import { and, eq, sql } from 'drizzle-orm';
import { ticketTransitions, userRatings } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';

/**
 * Records a ticket's rating (at most one per ticket) and copies it onto the ticket's resolutions in
 * the log, with the user it was recorded for, so the dashboard's attendant ratings are one range of
 * `ticket_transitions_ratings_idx`; a resolution logged later takes it from `user_ratings` when it is
 * written (`insertTransition`). The caller holds the ticket's row lock, as every move of the ticket
 * does. Answers whether the rating was recorded (false when the ticket already had one).
 */
export async function recordRating(executor: Executor, rating: { companyId: number; ticketId: number; userId: number | null; rate: number; at: Date }): Promise<boolean> {
  const inserted = await executor
    .insert(userRatings)
    .values({ companyId: rating.companyId, ticketId: rating.ticketId, userId: rating.userId, rate: rating.rate, createdAt: rating.at })
    .onConflictDoNothing()
    .returning({ id: userRatings.id });
  if (!inserted.length) return false;
  await executor
    .update(ticketTransitions)
    .set({ rating: rating.rate, ratedUserId: rating.userId })
    .where(and(eq(ticketTransitions.companyId, rating.companyId), eq(ticketTransitions.ticketId, rating.ticketId), sql`${ticketTransitions.action} in ('resolve', 'auto-close')`));
  return true;
}
