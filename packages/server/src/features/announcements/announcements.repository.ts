import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { announcements } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { likePattern } from '../tags/tags.repository.js';

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * Announcements belong to the platform, not to a company, so these queries take no company: the
 * super user sees every one, everyone else only the active ones.
 */
export interface AnnouncementViewer {
  super: boolean;
}

const visibleTo = (viewer: AnnouncementViewer): SQL | undefined => (viewer.super ? undefined : eq(announcements.status, true));

/** One announcement; an inactive one is "not found" to anyone but the super user. */
export async function findAnnouncement(executor: Executor, viewer: AnnouncementViewer, id: number): Promise<AnnouncementRow> {
  const [row] = await executor
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), visibleTo(viewer)));
  if (!row) throw new AppError('ERR_NO_ANNOUNCEMENT_FOUND');
  return row;
}

/** Newest first, 20 a page; the search looks in title and text ignoring case. */
export async function pageAnnouncements(executor: Executor, viewer: AnnouncementViewer, searchParam: string | undefined, pageNumber: number) {
  const term = searchParam?.trim();
  const where = and(
    visibleTo(viewer),
    term ? or(sql`lower(${announcements.title}) like ${likePattern(term)}`, sql`lower(${announcements.text}) like ${likePattern(term)}`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.id))
      .limit(ANNOUNCEMENTS_PAGE_SIZE)
      .offset((pageNumber - 1) * ANNOUNCEMENTS_PAGE_SIZE),
    executor.select({ total: count() }).from(announcements).where(where),
  ]);
  const countAll = total?.total ?? 0;
  return { rows, count: countAll, hasMore: pageNumber * ANNOUNCEMENTS_PAGE_SIZE < countAll };
}
