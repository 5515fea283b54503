import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { announcements } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';

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
    term ? or(sql`lower(${announcements.title}) like ${likePattern(term.toLowerCase())}`, sql`lower(${announcements.text}) like ${likePattern(term.toLowerCase())}`) : undefined,
  );
  return pageOf(executor, announcements, where, [desc(announcements.id)], pageNumber, ANNOUNCEMENTS_PAGE_SIZE);
}
